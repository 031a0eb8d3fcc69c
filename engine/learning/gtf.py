"""The learning files' formats: training positions (`.gtf`) and float weights (`.gvf`).

Both are defined in docs/learning.md (the spec of issue 41, sections 2 and 4); all
integers are little-endian. A `.gtf` file is `GBTF`, u32 version 1, then position
records: u32 game id, u8 rule, u8 size, u8 side to move, u8 result for the side to move
(0 lost, 1 draw, 2 won), i16 score for the side to move (i16::MIN = none), u16 ply,
u16 n, then n x (u16 point, u16 m_black, u16 m_white).

Reading is vectorised: one pass in Python finds where each record starts (records have
variable length), then NumPy picks every field out of the file at once. Every record
and every header is 14 + 6n or 8 bytes, so all fields lie on even offsets and the file
is read as one array of u16 words. A malformed file raises `FormatError` naming the
file and the byte offset of the first bad record or field.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, fields
from pathlib import Path

import numpy as np

GTF_MAGIC = b"GBTF"
GVF_MAGIC = b"GBVF"
VERSION = 1
M = 1001
"""Number of sorted pattern quadruples (the values of m_black and m_white)."""
NO_SCORE = -32768
"""The score field's value where the position has no search score."""
RECORD_HEADER = 14
"""Bytes of a position record before its points."""
POINT_BYTES = 6
MAX_SIZE = 32
"""Largest board size a record may name (the engine's boards are at most 19)."""


class FormatError(ValueError):
    """A `.gtf` or `.gvf` file that does not follow its format: says where."""


@dataclass
class Positions:
    """Position records as flat arrays: one entry a position, and one a point.

    The points of position i are `point[start[i] : start[i] + n[i]]` (and the same
    slice of `m_black`, `m_white`).
    """

    game: np.ndarray  # u32
    rule: np.ndarray  # u8: 0 freestyle, 1 standard, 2 renju
    size: np.ndarray  # u8
    side: np.ndarray  # u8: 0 black, 1 white to move
    result: np.ndarray  # u8 for the side to move: 0 lost, 1 draw, 2 won
    score: np.ndarray  # i16 for the side to move, NO_SCORE where none
    ply: np.ndarray  # u16
    n: np.ndarray  # i64: points of each position
    start: np.ndarray  # i64: index of each position's first point
    point: np.ndarray  # u16: row * size + col
    m_black: np.ndarray  # u16, 0..M
    m_white: np.ndarray  # u16, 0..M

    def __len__(self) -> int:
        return len(self.n)

    def mover_other(self) -> tuple[np.ndarray, np.ndarray]:
        """Each point's (m of the side to move, m of the other side)."""
        white = np.repeat(self.side == 1, self.n)
        mover = np.where(white, self.m_white, self.m_black)
        other = np.where(white, self.m_black, self.m_white)
        return mover, other

    def point_index(self, idx: np.ndarray) -> np.ndarray:
        """Indexes into the point arrays of the points of positions `idx`, in order."""
        return segment_index(self.start[idx], self.n[idx])

    def subset(self, idx: np.ndarray) -> Positions:
        """The positions `idx` (in that order) with their points."""
        idx = np.asarray(idx, dtype=np.int64)
        pts = self.point_index(idx)
        n = self.n[idx]
        return Positions(
            game=self.game[idx],
            rule=self.rule[idx],
            size=self.size[idx],
            side=self.side[idx],
            result=self.result[idx],
            score=self.score[idx],
            ply=self.ply[idx],
            n=n,
            start=_starts(n),
            point=self.point[pts],
            m_black=self.m_black[pts],
            m_white=self.m_white[pts],
        )

    @staticmethod
    def concat(parts: list[Positions]) -> Positions:
        """The positions of `parts` one after another."""
        cols = {
            f.name: np.concatenate([getattr(p, f.name) for p in parts]) for f in fields(Positions)
        }
        cols["start"] = _starts(cols["n"])
        return Positions(**cols)


def segment_index(starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """The concatenation of `range(s, s + l)` for each (s, l), as one array."""
    lengths = np.asarray(lengths, dtype=np.int64)
    total = int(lengths.sum())
    firsts = np.cumsum(lengths) - lengths
    return np.repeat(np.asarray(starts, dtype=np.int64) - firsts, lengths) + np.arange(
        total, dtype=np.int64
    )


def _starts(n: np.ndarray) -> np.ndarray:
    n = np.asarray(n, dtype=np.int64)
    return np.cumsum(n) - n


def _record_offsets(buf: bytes, begin: int, end: int, name: str) -> np.ndarray:
    """Byte offsets of the records in buf[begin:end]; raises on a truncated record."""
    offsets = []
    unpack_n = struct.Struct("<H").unpack_from
    off = begin
    while off < end:
        if off + RECORD_HEADER > end:
            raise FormatError(
                f"{name}: byte {off}: truncated record header "
                f"({end - off} of {RECORD_HEADER} bytes)"
            )
        (n,) = unpack_n(buf, off + 12)
        size = RECORD_HEADER + POINT_BYTES * n
        if off + size > end:
            raise FormatError(
                f"{name}: byte {off}: truncated record "
                f"({n} points need {size} bytes, {end - off} left)"
            )
        offsets.append(off)
        off += size
    return np.array(offsets, dtype=np.int64)


def _first_bad(bad: np.ndarray, offsets: np.ndarray, name: str, what: str) -> None:
    if bad.any():
        at = int(np.flatnonzero(bad)[0])
        raise FormatError(f"{name}: byte {int(offsets[at])}: {what}")


def decode_records(buf: bytes, begin: int, end: int, name: str) -> Positions:
    """The position records in buf[begin:end] (begin even), checked field by field."""
    offsets = _record_offsets(buf, begin, end, name)
    b = np.frombuffer(buf, dtype=np.uint8, count=end)
    w = np.frombuffer(buf, dtype="<u2", count=end // 2)
    k = offsets // 2
    n = w[k + 6].astype(np.int64)
    rule, size, side, result = (b[offsets + i] for i in range(4, 8))
    _first_bad(rule > 2, offsets, name, "rule must be 0, 1 or 2")
    _first_bad((size < 5) | (size > MAX_SIZE), offsets, name, f"board size must be 5..={MAX_SIZE}")
    _first_bad(side > 1, offsets, name, "side to move must be 0 or 1")
    _first_bad(result > 2, offsets, name, "result must be 0, 1 or 2")
    pw = segment_index(k + 7, 3 * n)[::3]
    point, m_black, m_white = w[pw], w[pw + 1], w[pw + 2]
    limit = np.repeat(size.astype(np.int64) ** 2, n)
    pbytes = 2 * pw
    _first_bad(point >= limit, pbytes, name, "point off the board")
    _first_bad(
        (m_black >= M) | (m_white >= M), pbytes, name, f"pattern multiset index must be < {M}"
    )
    _first_bad((m_black == 0) & (m_white == 0), pbytes, name, "point with m_black = m_white = 0")
    return Positions(
        game=(w[k].astype(np.uint32) | (w[k + 1].astype(np.uint32) << 16)),
        rule=rule,
        size=size,
        side=side,
        result=result,
        score=w[k + 4].view(np.int16).astype(np.int16),
        ply=w[k + 5].astype(np.uint16),
        n=n,
        start=_starts(n),
        point=point.astype(np.uint16),
        m_black=m_black.astype(np.uint16),
        m_white=m_white.astype(np.uint16),
    )


def _check_header(buf: bytes, magic: bytes, name: str) -> None:
    if len(buf) < 8:
        raise FormatError(f"{name}: byte 0: file shorter than its 8-byte header")
    if buf[:4] != magic:
        raise FormatError(f"{name}: byte 0: not a {magic.decode()} file (starts {buf[:4]!r})")
    (version,) = struct.unpack_from("<I", buf, 4)
    if version != VERSION:
        raise FormatError(f"{name}: byte 4: version {version}, this reader knows {VERSION}")


def read_gtf(path: str | Path) -> Positions:
    """Reads a `.gtf` file; raises `FormatError` (file name, byte offset) if malformed."""
    buf = Path(path).read_bytes()
    _check_header(buf, GTF_MAGIC, str(path))
    return decode_records(buf, 8, len(buf), str(path))


def encode_records(pos: Positions) -> bytes:
    """The position records of `pos` as `.gtf` bytes (without the file header)."""
    n = pos.n.astype(np.int64)
    sizes = RECORD_HEADER + POINT_BYTES * n
    offsets = np.cumsum(sizes) - sizes
    out = np.zeros(int(sizes.sum()), dtype=np.uint8)
    w = out.view("<u2")
    k = offsets // 2
    game = pos.game.astype(np.uint32)
    w[k], w[k + 1] = game & 0xFFFF, game >> 16
    for i, col in enumerate((pos.rule, pos.size, pos.side, pos.result)):
        out[offsets + 4 + i] = col
    w[k + 4] = pos.score.astype(np.int16).view(np.uint16)
    w[k + 5], w[k + 6] = pos.ply, n
    src = pos.point_index(np.arange(len(pos)))
    pw = segment_index(k + 7, 3 * n)[::3]
    w[pw], w[pw + 1], w[pw + 2] = pos.point[src], pos.m_black[src], pos.m_white[src]
    return out.tobytes()


def write_gtf(path: str | Path, pos: Positions) -> None:
    """Writes `pos` as a `.gtf` file."""
    Path(path).write_bytes(GTF_MAGIC + struct.pack("<I", VERSION) + encode_records(pos))


@dataclass
class Weights:
    """The v1 network's parameters (see train.py for the network)."""

    A: np.ndarray  # M x D
    B: np.ndarray  # M x D
    c: np.ndarray  # D
    W1: np.ndarray  # H x 2D
    b1: np.ndarray  # H
    w2: np.ndarray  # H
    b2: np.ndarray  # 1
    pool: int
    scale: float = 1198.0

    @property
    def dims(self) -> tuple[int, int]:
        """(D, H)."""
        return self.A.shape[1], self.W1.shape[0]

    def arrays(self) -> list[np.ndarray]:
        """The parameter arrays in the `.gvf` order."""
        return [self.A, self.B, self.c, self.W1, self.b1, self.w2, self.b2]


_GVF_HEADER = struct.Struct("<4sIIIIIf")


def write_gvf(path: str | Path, weights: Weights, checks: Positions, outs: np.ndarray) -> None:
    """Writes a `.gvf` file: the weights as f32, then `len(checks)` check vectors."""
    d, h = weights.dims
    parts = [_GVF_HEADER.pack(GVF_MAGIC, VERSION, M, d, h, weights.pool, weights.scale)]
    parts += [np.ascontiguousarray(a, dtype="<f4").tobytes() for a in weights.arrays()]
    parts.append(struct.pack("<I", len(checks)))
    for i in range(len(checks)):
        parts.append(encode_records(checks.subset(np.array([i]))))
        parts.append(struct.pack("<f", float(outs[i])))
    Path(path).write_bytes(b"".join(parts))


def read_gvf(path: str | Path) -> tuple[Weights, Positions, np.ndarray]:
    """Reads a `.gvf` file: (weights as f32, check positions, their f32 outs)."""
    name = str(path)
    buf = Path(path).read_bytes()
    _check_header(buf, GVF_MAGIC, name)
    if len(buf) < _GVF_HEADER.size:
        raise FormatError(f"{name}: byte 8: truncated header")
    _, _, m, d, h, pool, scale = _GVF_HEADER.unpack_from(buf, 0)
    if m != M:
        raise FormatError(f"{name}: byte 8: M = {m}, expected {M}")
    shapes = [(m, d), (m, d), (d,), (h, 2 * d), (h,), (h,), (1,)]
    off = _GVF_HEADER.size
    arrays = []
    for shape in shapes:
        count = int(np.prod(shape))
        if off + 4 * count > len(buf):
            raise FormatError(f"{name}: byte {off}: truncated weights")
        arrays.append(
            np.frombuffer(buf, dtype="<f4", count=count, offset=off)
            .reshape(shape)
            .astype(np.float32)
        )
        off += 4 * count
    if off + 4 > len(buf):
        raise FormatError(f"{name}: byte {off}: missing check vector count")
    (k,) = struct.unpack_from("<I", buf, off)
    off += 4
    checks, outs = [], []
    for _ in range(k):
        if off + RECORD_HEADER > len(buf):
            raise FormatError(f"{name}: byte {off}: truncated check vector")
        (n,) = struct.unpack_from("<H", buf, off + 12)
        end = off + RECORD_HEADER + POINT_BYTES * n
        if end + 4 > len(buf):
            raise FormatError(f"{name}: byte {off}: truncated check vector")
        checks.append(decode_records(buf, off, end, name))
        (out,) = struct.unpack_from("<f", buf, end)
        outs.append(out)
        off = end + 4
    if off != len(buf):
        raise FormatError(f"{name}: byte {off}: {len(buf) - off} bytes after the last check vector")
    weights = Weights(*arrays, pool=pool, scale=scale)
    positions = Positions.concat(checks) if checks else decode_records(b"", 0, 0, name)
    return weights, positions, np.array(outs, dtype=np.float32)
