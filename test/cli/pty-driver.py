"""Drives a program in a pseudo-terminal, as a person at a terminal would.

Usage: python3 pty-driver.py SCRIPT.json -- COMMAND [ARG...]

SCRIPT.json is a list of steps {"expect": REGEX, "send": TEXT}: wait until the program's output
(after the previous step's match) matches REGEX, then type TEXT (which may hold "\\x03" for
Ctrl-C or "\\x04" for Ctrl-D). When the steps are done it waits for the program to end. It prints
the whole transcript, then a last line "EXIT <code>" (128 + N for a signal N). A step that waits
longer than its "timeout" (default 60 s) ends the program and prints "TIMEOUT <regex>".
The test drives `play --human` with it (test/cli/human-terminal.test.ts); the standard library's
pty module is used because node-pty's native build is not available here.
"""
import json
import os
import pty
import re
import select
import signal
import sys
import time


def main() -> int:
    script_path = sys.argv[1]
    command = sys.argv[sys.argv.index("--") + 1 :]
    with open(script_path, encoding="utf-8") as handle:
        steps = json.load(handle)
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "dumb"
        os.execvp(command[0], command)
    transcript = b""
    start = 0

    def read_some(wait: float) -> bool:
        nonlocal transcript
        ready, _, _ = select.select([fd], [], [], wait)
        if not ready:
            return True
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return False
        if not chunk:
            return False
        transcript += chunk
        return True

    for step in steps:
        pattern = re.compile(step["expect"])
        deadline = time.time() + step.get("timeout", 60)
        while True:
            text = transcript.decode("utf-8", "replace")
            found = pattern.search(text, start)
            if found:
                start = found.end()
                break
            if time.time() > deadline or not read_some(0.2):
                sys.stdout.write(text)
                sys.stdout.write(f"\nTIMEOUT {step['expect']}\n")
                os.kill(pid, signal.SIGKILL)
                os.waitpid(pid, 0)
                return 1
        if "send" in step:
            os.write(fd, step["send"].encode("utf-8"))
    deadline = time.time() + 60
    while time.time() < deadline and read_some(0.2):
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
    else:
        done = 0
    # Drain what is left, then collect the exit status.
    while read_some(0.1):
        pass
    if not done:
        done, status = os.waitpid(pid, 0)
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status)
    sys.stdout.write(transcript.decode("utf-8", "replace"))
    sys.stdout.write(f"\nEXIT {code}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
