"""The floor under a Python step over the bridge: a bare echo round trip over the same kind of pipe.

    python3 bench/python_pipe_floor.py [ROUND_TRIPS] [BYTES ...]

Starts `node` with a few lines that answer each line read (with readline, as `serve --stdio`
reads) by writing it back (`process.stdout.write`, as `serve` writes), and sends lines of about
BYTES bytes (default 250 and 2,600: a request and a step's answer) with the client's own I/O
(`os.write` and `os.read` on the pipe's file descriptors). Prints one JSON object per size: the
round trip's wall µs and CPU µs of Python, of node and of both (read from /proc on Linux), the
part of a step that no protocol change can remove: two writes, two wake-ups, two reads.
"""

import json
import os
import subprocess
import sys
import time

ECHO = """
const lines = require('node:readline').createInterface({ input: process.stdin, crlfDelay: Infinity });
lines.on('line', (line) => { process.stdout.write(`${line}\\n`); });
"""


def cpu_of(pid):
    """CPU seconds (utime + stime) of a process, or 0 where /proc is missing."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except OSError:
        return 0.0


def floor(round_trips, size):
    process = subprocess.Popen(["node", "-e", ECHO], stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
    write_fd, read_fd = process.stdin.fileno(), process.stdout.fileno()
    line = (json.dumps({"id": 1, "op": "echo", "pad": "x" * max(0, size - 30)}) + "\n").encode()

    def round_trip():
        os.write(write_fd, line)
        got = b""
        while not got.endswith(b"\n"):
            got += os.read(read_fd, 1 << 16)

    try:
        for _ in range(2000):  # node's JIT and the pipe warm up
            round_trip()
        wall, python, node = time.perf_counter(), time.process_time(), cpu_of(process.pid)
        for _ in range(round_trips):
            round_trip()
        wall = time.perf_counter() - wall
        python, node = time.process_time() - python, cpu_of(process.pid) - node
    finally:
        process.stdin.close()
        process.wait(timeout=10)
    per = 1e6 / round_trips
    return {"bytes": len(line), "wallUs": wall * per, "pythonCpuUs": python * per, "nodeCpuUs": node * per, "cpuUs": (python + node) * per}


def main():
    round_trips = int(sys.argv[1]) if len(sys.argv) > 1 else 20000
    for size in [int(arg) for arg in sys.argv[2:]] or [250, 2600]:
        print(json.dumps({key: round(value, 1) for key, value in floor(round_trips, size).items()}))


if __name__ == "__main__":
    main()
