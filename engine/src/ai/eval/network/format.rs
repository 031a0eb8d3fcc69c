//! The value network's fixed shapes and the byte-level pieces its two files share (the
//! float `.gvf` the trainer writes and the engine's quantized `.gvn`): a reader that names
//! what it was reading and where when the bytes run out or make no sense, the writers'
//! little-endian helpers, and the check vectors, positions with the out the trainer
//! computed (docs/learning.md, "Inference").

use std::fmt;

/// How many multisets of four line patterns there are, the rows of the embeddings: C(14, 4).
pub const MULTISETS: usize = 1001;
/// The width of a point's embedding and of each perspective's pooled sum.
pub const WIDTH: usize = 32;
/// The width of the hidden layer.
pub const HIDDEN: usize = 32;
/// The pooled sums are divided by this.
pub const POOL: usize = 32;
/// Engine units per unit of the network's out (`ai::analysis::CHANCE_SCALE`).
pub const SCORE_SCALE: u32 = 1198;

/// Why a network file could not be read or a network not be quantized.
#[derive(Clone, Debug, PartialEq)]
pub enum NetworkError {
    /// The bytes ended inside `what`, which starts at byte `offset`.
    Truncated {
        /// What was being read.
        what: String,
        /// Where it starts.
        offset: usize,
    },
    /// The file does not start with the magic of a network file.
    Magic {
        /// The four bytes found.
        found: [u8; 4],
    },
    /// A version this engine does not read.
    Version {
        /// The file's version.
        found: u32,
    },
    /// A value at byte `offset` is not what it must be.
    Invalid {
        /// What the value is.
        what: String,
        /// Where it starts.
        offset: usize,
        /// What is wrong with it.
        problem: String,
    },
    /// Bytes left over after the last check vector.
    Trailing {
        /// Where they start.
        offset: usize,
    },
    /// A float network built in memory has `rows` rows of `what`, not `expected`.
    Rows {
        /// Which weights.
        what: String,
        /// How many rows it has.
        rows: usize,
        /// How many it must have.
        expected: usize,
    },
    /// The weights are too large to quantize: `what` does not fit its integers.
    TooLarge {
        /// Which weights.
        what: String,
    },
}

impl fmt::Display for NetworkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NetworkError::Truncated { what, offset } => {
                write!(f, "the file ends inside {what} (from byte {offset})")
            }
            NetworkError::Magic { found } => write!(
                f,
                "not a network file: it starts with {:?}, not GBVF or GBVN",
                String::from_utf8_lossy(found)
            ),
            NetworkError::Version { found } => {
                write!(f, "version {found} is not known (this engine reads 1)")
            }
            NetworkError::Invalid {
                what,
                offset,
                problem,
            } => write!(f, "{what} at byte {offset}: {problem}"),
            NetworkError::Trailing { offset } => {
                write!(
                    f,
                    "unexpected bytes after the last check vector, from byte {offset}"
                )
            }
            NetworkError::Rows {
                what,
                rows,
                expected,
            } => write!(f, "{what} has {rows} rows, not {expected}"),
            NetworkError::TooLarge { what } => {
                write!(
                    f,
                    "{what} are too large for the quantized network's integers"
                )
            }
        }
    }
}

impl std::error::Error for NetworkError {}

/// Reads little-endian values off a byte slice, naming what it reads in its errors.
pub(crate) struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    pub(crate) fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, at: 0 }
    }

    /// Where the next read starts.
    pub(crate) fn offset(&self) -> usize {
        self.at
    }

    /// Whether every byte was read.
    pub(crate) fn is_done(&self) -> bool {
        self.at == self.bytes.len()
    }

    pub(crate) fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], NetworkError> {
        let end = self
            .at
            .checked_add(n)
            .filter(|&end| end <= self.bytes.len());
        let Some(end) = end else {
            return Err(NetworkError::Truncated {
                what: what.to_string(),
                offset: self.at,
            });
        };
        let taken = &self.bytes[self.at..end];
        self.at = end;
        Ok(taken)
    }

    fn array<const N: usize>(&mut self, what: &str) -> Result<[u8; N], NetworkError> {
        let mut out = [0; N];
        out.copy_from_slice(self.take(N, what)?);
        Ok(out)
    }

    pub(crate) fn u8(&mut self, what: &str) -> Result<u8, NetworkError> {
        Ok(self.array::<1>(what)?[0])
    }

    pub(crate) fn u16(&mut self, what: &str) -> Result<u16, NetworkError> {
        Ok(u16::from_le_bytes(self.array(what)?))
    }

    pub(crate) fn i16(&mut self, what: &str) -> Result<i16, NetworkError> {
        Ok(i16::from_le_bytes(self.array(what)?))
    }

    pub(crate) fn u32(&mut self, what: &str) -> Result<u32, NetworkError> {
        Ok(u32::from_le_bytes(self.array(what)?))
    }

    pub(crate) fn i32(&mut self, what: &str) -> Result<i32, NetworkError> {
        Ok(i32::from_le_bytes(self.array(what)?))
    }

    /// A finite `f32`.
    pub(crate) fn f32(&mut self, what: &str) -> Result<f32, NetworkError> {
        let offset = self.at;
        let value = f32::from_le_bytes(self.array(what)?);
        if value.is_finite() {
            Ok(value)
        } else {
            Err(self.invalid(what, offset, format!("{value} is not a finite number")))
        }
    }

    /// A value at `offset` found to be wrong.
    pub(crate) fn invalid(&self, what: &str, offset: usize, problem: String) -> NetworkError {
        NetworkError::Invalid {
            what: what.to_string(),
            offset,
            problem,
        }
    }

    /// The 4-byte magic and the version, which must be `magic` and 1.
    fn header(&mut self, magic: &[u8; 4]) -> Result<(), NetworkError> {
        let found = self.array::<4>("the magic")?;
        if &found != magic {
            return Err(NetworkError::Magic { found });
        }
        match self.u32("the version")? {
            1 => Ok(()),
            found => Err(NetworkError::Version { found }),
        }
    }

    /// The magic `magic`, the version (1) and the network's four shapes, which must be
    /// this engine's.
    pub(crate) fn shapes(&mut self, magic: &[u8; 4]) -> Result<(), NetworkError> {
        self.header(magic)?;
        self.shape("M (multisets)", MULTISETS as u32)?;
        self.shape("D (embedding width)", WIDTH as u32)?;
        self.shape("H (hidden width)", HIDDEN as u32)?;
        self.shape("POOL", POOL as u32)
    }

    /// A `u32` that must equal `expected` (one of the network's fixed shapes).
    pub(crate) fn shape(&mut self, what: &str, expected: u32) -> Result<(), NetworkError> {
        let offset = self.at;
        let found = self.u32(what)?;
        if found == expected {
            Ok(())
        } else {
            Err(self.invalid(
                what,
                offset,
                format!("{found}, where this engine needs {expected}"),
            ))
        }
    }

    /// One row of `N` values, each read by `read`.
    pub(crate) fn row<T: Copy + Default, const N: usize>(
        &mut self,
        what: &str,
        read: impl Fn(&mut Self, &str) -> Result<T, NetworkError>,
    ) -> Result<[T; N], NetworkError> {
        let mut row = [T::default(); N];
        for value in row.iter_mut() {
            *value = read(self, what)?;
        }
        Ok(row)
    }

    /// `rows` rows of `N` values, each read by `read`.
    pub(crate) fn rows<T: Copy + Default, const N: usize>(
        &mut self,
        rows: usize,
        what: &str,
        read: impl Fn(&mut Self, &str) -> Result<T, NetworkError>,
    ) -> Result<Vec<[T; N]>, NetworkError> {
        let mut out = Vec::with_capacity(rows.min(self.bytes.len()));
        for _ in 0..rows {
            out.push(self.row(what, &read)?);
        }
        Ok(out)
    }

    /// The check vectors that end both files: a count, then each a `.gtf` position record
    /// and the out the trainer computed for it.
    pub(crate) fn checks(&mut self) -> Result<Vec<CheckVector>, NetworkError> {
        let count = self.u32("the number of check vectors")?;
        let mut checks = Vec::new();
        for i in 0..count {
            let sample = Sample::read(self, i)?;
            let out = self.f32(&format!("the out of check vector {i}"))?;
            checks.push(CheckVector { sample, out });
        }
        if self.is_done() {
            Ok(checks)
        } else {
            Err(NetworkError::Trailing { offset: self.at })
        }
    }
}

/// Appends little-endian values.
pub(crate) trait Write {
    fn put(&mut self, bytes: &[u8]);

    fn put_u32(&mut self, value: u32) {
        self.put(&value.to_le_bytes());
    }
}

/// Appends `magic`, the version (1) and the network's four shapes, as both files start.
pub(crate) fn write_shapes(magic: &[u8; 4], out: &mut Vec<u8>) {
    out.put(magic);
    for value in [
        1,
        MULTISETS as u32,
        WIDTH as u32,
        HIDDEN as u32,
        POOL as u32,
    ] {
        out.put_u32(value);
    }
}

impl Write for Vec<u8> {
    fn put(&mut self, bytes: &[u8]) {
        self.extend_from_slice(bytes);
    }
}

/// What the network reads of one empty point: its multiset ranks for black and white
/// (docs/learning.md, "Data"), with where it lies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SamplePoint {
    /// row * size + col.
    pub point: u16,
    /// The rank of black's four line patterns there, 0..=1000.
    pub black: u16,
    /// The rank of white's.
    pub white: u16,
}

/// A position as the network sees it: one `.gtf` record (docs/learning.md, "Data").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    /// The game it comes from.
    pub game: u32,
    /// 0 freestyle, 1 standard, 2 renju.
    pub rule: u8,
    /// The board's side.
    pub size: u8,
    /// 0 black, 1 white.
    pub to_move: u8,
    /// For the side to move: 0 lost, 1 draw, 2 won.
    pub result: u8,
    /// The search's score for the side to move, or `i16::MIN`.
    pub score: i16,
    /// Stones on the board.
    pub ply: u16,
    /// The empty points whose ranks are not both 0.
    pub points: Vec<SamplePoint>,
}

impl Sample {
    /// The `i`-th record of a file.
    fn read(reader: &mut Reader<'_>, i: u32) -> Result<Sample, NetworkError> {
        let what = format!("check vector {i}");
        let game = reader.u32(&what)?;
        let rule = reader.u8(&what)?;
        let size = reader.u8(&what)?;
        let offset = reader.offset();
        let to_move = reader.u8(&what)?;
        if to_move > 1 {
            let problem = format!("side to move {to_move} (0 black, 1 white)");
            return Err(reader.invalid(&what, offset, problem));
        }
        let result = reader.u8(&what)?;
        let score = reader.i16(&what)?;
        let ply = reader.u16(&what)?;
        let n = reader.u16(&what)?;
        let mut points = Vec::with_capacity(usize::from(n));
        for _ in 0..n {
            let point = reader.u16(&what)?;
            let offset = reader.offset();
            let (black, white) = (reader.u16(&what)?, reader.u16(&what)?);
            if usize::from(black.max(white)) >= MULTISETS {
                let problem = format!("multiset rank {} (at most 1000)", black.max(white));
                return Err(reader.invalid(&what, offset, problem));
            }
            points.push(SamplePoint {
                point,
                black,
                white,
            });
        }
        Ok(Sample {
            game,
            rule,
            size,
            to_move,
            result,
            score,
            ply,
            points,
        })
    }

    /// Appends the record's bytes, as a `.gtf` file and the check vectors hold them, to
    /// `out`.
    pub fn write(&self, out: &mut Vec<u8>) {
        out.put_u32(self.game);
        out.put(&[self.rule, self.size, self.to_move, self.result]);
        out.put(&self.score.to_le_bytes());
        out.put(&self.ply.to_le_bytes());
        out.put(&(self.points.len() as u16).to_le_bytes());
        for p in &self.points {
            for value in [p.point, p.black, p.white] {
                out.put(&value.to_le_bytes());
            }
        }
    }

    /// Black's and white's ranks of the points, the network's only input besides the side
    /// to move.
    pub fn ranks(&self) -> impl Iterator<Item = [u16; 2]> + '_ {
        self.points.iter().map(|p| [p.black, p.white])
    }
}

/// A position with the out the trainer's float network gave it: the engine's own forward
/// passes must agree (the float one within 1e-4).
#[derive(Clone, Debug, PartialEq)]
pub struct CheckVector {
    /// The position.
    pub sample: Sample,
    /// The trainer's out.
    pub out: f32,
}

/// Appends the check vectors, as both files end.
pub(crate) fn write_checks(checks: &[CheckVector], out: &mut Vec<u8>) {
    out.put_u32(checks.len() as u32);
    for check in checks {
        check.sample.write(out);
        out.put(&check.out.to_le_bytes());
    }
}
