"""The spaces of the environments, as stand-ins for gymnasium's: `ActionMask` (a 0/1 mask held
as its legal indices), `Discrete` and `Box`."""

from __future__ import annotations

import random
from typing import Any, Iterable, Iterator, Optional, Sequence, Union


class ActionMask(Sequence[int]):
    """A read-only 0/1 sequence of length `n` with 1 at each legal index, held as the sorted
    `indices` alone: reading an entry, `len`, `in` and `sum` cost nothing per action of the space.
    `numpy.asarray(mask)` builds a dense int8 array (numpy only then); `list(mask)` a dense list."""

    def __init__(self, n: int, indices: Iterable[int], ascending: bool = False):
        self.n = n
        # The bridge sends legal indices ascending (`ascending=True`): no sort per step then.
        self.indices: list[int] = indices if ascending and isinstance(indices, list) else sorted(indices)
        self._legal: Optional[frozenset[int]] = None

    @property
    def _set(self) -> frozenset[int]:
        # Built on the first read of an entry: sampling from `indices` never needs it.
        if self._legal is None:
            self._legal = frozenset(self.indices)
        return self._legal

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.n))]
        i = int(index)
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError(index)
        return 1 if i in self._set else 0

    def __iter__(self) -> Iterator[int]:
        legal = self._set
        return (1 if i in legal else 0 for i in range(self.n))

    def __contains__(self, value: object) -> bool:
        return (value == 1 and bool(self.indices)) or (value == 0 and len(self.indices) < self.n)

    def count(self, value: Any) -> int:
        return len(self.indices) if value == 1 else self.n - len(self.indices) if value == 0 else 0

    def any(self) -> bool:
        return bool(self.indices)

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        import numpy  # optional: only a caller that asks for an array needs it

        dense = numpy.zeros(self.n, dtype=dtype or numpy.int8)
        dense[self.indices] = 1
        return dense

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ActionMask):
            return self.n == other.n and self.indices == other.indices
        return NotImplemented

    def __repr__(self) -> str:
        return f"ActionMask(n={self.n}, indices={self.indices!r})"


MaskLike = Union[ActionMask, Sequence[int], None]


class Discrete:
    """A stand-in for gymnasium.spaces.Discrete: `n` actions, `sample(mask)` among the legal ones."""

    def __init__(self, n: int, seed: Optional[int] = None):
        self.n = n
        self._random = random.Random(seed)

    def sample(self, mask: MaskLike = None) -> int:
        if mask is None:
            return self._random.randrange(self.n)
        # An ActionMask holds its legal indices: no pass over the whole space.
        choices = mask.indices if isinstance(mask, ActionMask) else [i for i, on in enumerate(mask) if on]
        return self._random.choice(choices)

    def seed(self, seed: Optional[int]) -> None:
        self._random.seed(seed)


class Box:
    """A stand-in for gymnasium.spaces.Box: only its `shape` (observations are unbounded floats)."""

    def __init__(self, shape: tuple[int, ...]):
        self.shape = shape
