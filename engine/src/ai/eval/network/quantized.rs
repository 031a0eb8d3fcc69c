//! The value network in integers, as the search runs it: quantized from the float network
//! ([`Network::quantize`]) or read from the engine's own `.gvn` file, with the incremental
//! pooled sums ([`Accumulator`]) that the position keeps as stones come and go, and the
//! integer forward pass from them to a score in engine units. The scales are powers of two
//! ([`Shifts`]), chosen by the quantizer so that no sum can overflow; a file's weights are
//! checked against the same bounds when it is read. docs/learning.md ("Inference")
//! describes the file and the arithmetic.

use std::sync::Arc;

use crate::ai::eval::network::float::{FloatNetwork, GVF_MAGIC};
use crate::ai::eval::network::format::{
    CheckVector, HIDDEN, MULTISETS, NetworkError, POOL, Reader, SCORE_SCALE, WIDTH, Write,
    write_checks, write_shapes,
};
use crate::ai::eval::pattern::REACH;
use crate::pos::MAX_SIZE;

/// The quantized `.gvn` file's magic.
pub const GVN_MAGIC: &[u8; 4] = b"GBVN";

/// One perspective's pooled sum, not yet divided by [`POOL`]: the sum of the points'
/// activations in units of 2^-[`Shifts::embed`].
pub type Accumulator = [i32; WIDTH];

/// Dividing by [`POOL`] is this shift.
const POOL_SHIFT: u32 = POOL.trailing_zeros();
const _: () = assert!(1 << POOL_SHIFT == POOL);
/// The scale of the pooled inputs of the hidden layer, `z`: 2^11, whatever the
/// embeddings' scale, as fine as 16 bits allow with every point of the largest board at
/// 1.0 (12.5 × 2^11).
const POOLED: u8 = 11;
/// The most points a board has: every bound below holds for them all active at once.
const MAX_POINTS: i64 = (MAX_SIZE * MAX_SIZE) as i64;
/// The largest score the network may give, well inside the search's wins.
const SCORE_LIMIT: i64 = 500_000;

/// The fixed-point scales of the quantized network, as powers of two: a value `v` of the
/// float network is held as `round(v * 2^shift)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shifts {
    /// Of the embeddings A, B and c, of the activations (1.0 is `1 << embed`) and of the
    /// pooled sums after the division by [`POOL`]. At most 9, so that a move's changes
    /// can be gathered in 16 bits ([`MAX_PENDING`]).
    pub embed: u8,
    /// Of the hidden layer's weights W1 (its biases b1 are at 11 + `weight`, the pooled
    /// inputs being at 2^11). At most 15.
    pub weight: u8,
    /// Of the hidden layer's outputs (1.0 is `1 << hidden`). At most 11 + `weight`, 15.
    pub hidden: u8,
    /// Of the out's weights w2 (its bias b2, and the out, are at `hidden + output`). At
    /// most 15.
    pub output: u8,
}

/// The integer weights.
#[derive(Debug, PartialEq)]
struct Weights {
    shifts: Shifts,
    a: Vec<[i16; WIDTH]>,
    b: Vec<[i16; WIDTH]>,
    c: [i16; WIDTH],
    w1: [[i16; 2 * WIDTH]; HIDDEN],
    b1: [i32; HIDDEN],
    w2: [i16; HIDDEN],
    b2: i32,
}

/// The value network as the search runs it: integer weights, shared (cloning is cheap).
#[derive(Clone, Debug, PartialEq)]
pub struct Network(Arc<Weights>);

impl Network {
    /// The integer network closest to `float`, at the finest scales whose sums cannot
    /// overflow.
    ///
    /// # Errors
    /// [`NetworkError::TooLarge`] when some weights do not fit even at the coarsest scale;
    /// [`NetworkError::Rows`] when A, B or W1 have the wrong number of rows.
    pub fn quantize(float: &FloatNetwork) -> Result<Network, NetworkError> {
        let shapes = [
            ("A", float.a.len(), MULTISETS),
            ("B", float.b.len(), MULTISETS),
            ("W1", float.w1.len(), HIDDEN),
        ];
        if let Some(&(what, rows, expected)) = shapes.iter().find(|s| s.1 != s.2) {
            let what = what.to_string();
            return Err(NetworkError::Rows {
                what,
                rows,
                expected,
            });
        }
        let too_large = |what: &str| NetworkError::TooLarge {
            what: what.to_string(),
        };
        let max = |rows: &[[f32; WIDTH]]| {
            rows.iter()
                .flatten()
                .fold(0.0f64, |m, &v| m.max(f64::from(v).abs()))
        };
        let (max_a, max_b, max_c) = (max(&float.a), max(&float.b), max(&[float.c]));
        let embed = (0..=MAX_EMBED)
            .rev()
            .find(|&e| {
                let q = |v: f64| (v * f64::from(1 << e)).round();
                q(max_a) + q(max_b) + q(max_c) <= f64::from(i16::MAX)
            })
            .ok_or_else(|| too_large("the embeddings A, B and c"))?;
        let pooled_max = pooled_max();
        let weight = (0..=15u8)
            .rev()
            .find(|&w| {
                let rows = float.w1.iter().zip(&float.b1);
                rows.into_iter().all(|(row, &bias)| {
                    let q = |v: f32| (f64::from(v) * f64::from(1 << w)).round();
                    let l1: f64 = row.iter().map(|&v| q(v).abs()).sum();
                    let bias = (f64::from(bias) * f64::from(1u32 << (POOLED + w))).round();
                    row.iter().all(|&v| q(v).abs() <= f64::from(i16::MAX))
                        && l1 * pooled_max as f64 + bias.abs() <= f64::from(i32::MAX)
                })
            })
            .ok_or_else(|| too_large("the hidden layer's weights W1 and b1"))?;
        let hidden = (POOLED + weight).min(13);
        let output = (0..=15u8)
            .rev()
            .find(|&o| {
                let q = |v: f32| (f64::from(v) * f64::from(1 << o)).round();
                let l1: f64 = float.w2.iter().map(|&v| q(v).abs()).sum();
                let bias = (f64::from(float.b2) * f64::from(1u32 << (hidden + o))).round();
                float.w2.iter().all(|&v| q(v).abs() <= f64::from(i16::MAX))
                    && l1 * f64::from(1 << hidden) + bias.abs() <= f64::from(i32::MAX)
            })
            .ok_or_else(|| too_large("the out's weights w2 and b2"))?;
        let shifts = Shifts {
            embed,
            weight,
            hidden,
            output,
        };
        let weights = Weights::rounded(float, shifts);
        weights.bounds().map_err(too_large)?;
        Ok(Network(Arc::new(weights)))
    }

    /// Reads a network file: a `.gvn` as it is, a `.gvf` quantized
    /// ([`Network::quantize`]); with the file's check vectors.
    ///
    /// # Errors
    /// When the bytes are neither file, or their weights break the bounds that keep the
    /// integer sums from overflowing, naming what and where.
    pub fn load(bytes: &[u8]) -> Result<(Network, Vec<CheckVector>), NetworkError> {
        if bytes.starts_with(GVF_MAGIC) {
            let (float, checks) = FloatNetwork::from_gvf(bytes)?;
            Ok((Network::quantize(&float)?, checks))
        } else {
            Network::from_gvn(bytes)
        }
    }

    /// Reads a `.gvn` file: the network and its check vectors.
    ///
    /// # Errors
    /// When the bytes are not such a file (wrong magic, version, shapes or scales, too few
    /// or too many bytes), or its weights break the bounds that keep the integer sums from
    /// overflowing, naming what and where.
    pub fn from_gvn(bytes: &[u8]) -> Result<(Network, Vec<CheckVector>), NetworkError> {
        let mut r = Reader::new(bytes);
        r.shapes(GVN_MAGIC)?;
        r.shape("the score scale", SCORE_SCALE)?;
        let offset = r.offset();
        let [embed, weight, hidden, output] = r.row("the scales", |r, what| r.u8(what))?;
        let shifts = Shifts {
            embed,
            weight,
            hidden,
            output,
        };
        let i16s = |r: &mut Reader<'_>, what: &str| r.i16(what);
        let i32s = |r: &mut Reader<'_>, what: &str| r.i32(what);
        let a = r.rows(MULTISETS, "A", i16s)?;
        let b = r.rows(MULTISETS, "B", i16s)?;
        let c = r.row("c", i16s)?;
        let mut w1 = [[0; 2 * WIDTH]; HIDDEN];
        for row in w1.iter_mut() {
            *row = r.row("W1", i16s)?;
        }
        let b1 = r.row("b1", i32s)?;
        let w2 = r.row("w2", i16s)?;
        let b2 = r.i32("b2")?;
        let weights = Weights {
            shifts,
            a,
            b,
            c,
            w1,
            b1,
            w2,
            b2,
        };
        if let Err(what) = weights.bounds() {
            let problem = format!("{what}: the integer sums could overflow");
            return Err(r.invalid("the scales and weights", offset, problem));
        }
        Ok((Network(Arc::new(weights)), r.checks()?))
    }

    /// The network as a `.gvn` file, ending with `checks`.
    pub fn to_gvn(&self, checks: &[CheckVector]) -> Vec<u8> {
        let w = &*self.0;
        let mut out = Vec::new();
        write_shapes(GVN_MAGIC, &mut out);
        out.put_u32(SCORE_SCALE);
        let s = w.shifts;
        out.put(&[s.embed, s.weight, s.hidden, s.output]);
        let embeddings = w.a.iter().chain(&w.b).flatten().chain(&w.c);
        for value in embeddings.chain(w.w1.iter().flatten()) {
            out.put(&value.to_le_bytes());
        }
        for value in &w.b1 {
            out.put(&value.to_le_bytes());
        }
        for value in &w.w2 {
            out.put(&value.to_le_bytes());
        }
        out.put(&w.b2.to_le_bytes());
        write_checks(checks, &mut out);
        out
    }

    /// The network's scales.
    pub fn shifts(&self) -> Shifts {
        self.0.shifts
    }

    /// Both perspectives' pooled sums (black's first) over points with the multiset ranks
    /// `ranks` (`[black, white]` each, below [`MULTISETS`]), from scratch.
    ///
    /// # Panics
    /// When a rank is not below [`MULTISETS`].
    pub fn accumulate(&self, ranks: impl IntoIterator<Item = [u16; 2]>) -> [Accumulator; 2] {
        let mut sums = [[0; WIDTH]; 2];
        for r in ranks {
            self.update(&mut sums, [0, 0], r);
        }
        sums
    }

    /// Moves one point's activations in the pooled sums (black's first) from those of the
    /// ranks `old` to those of `new` (`[black, white]` each, below [`MULTISETS`]; a point
    /// ranked `[0, 0]`, or occupied, adds nothing).
    ///
    /// # Panics
    /// When a rank is not below [`MULTISETS`].
    pub fn update(&self, sums: &mut [Accumulator; 2], old: [u16; 2], new: [u16; 2]) {
        let mut pending = [[0; WIDTH]; 2];
        self.change(&mut pending, old, new);
        add_pending(&mut pending, sums);
    }

    /// As [`Network::update`], but into 16-bit changes not yet added to the pooled sums:
    /// the position gathers a move's changes there and adds them in once
    /// ([`add_pending`]), which spares a widening to 32 bits per point. At most
    /// [`MAX_PENDING`] changes may be gathered before they are added in.
    ///
    /// # Panics
    /// When a rank is not below [`MULTISETS`].
    #[inline]
    pub fn change(&self, pending: &mut Pending, old: [u16; 2], new: [u16; 2]) {
        let w = &*self.0;
        for (x, pending) in pending.iter_mut().enumerate() {
            let was = w.activation(old[x], old[1 - x]);
            let now = w.activation(new[x], new[1 - x]);
            for j in 0..WIDTH {
                pending[j] += now[j] - was[j];
            }
        }
    }

    /// The out for the side to move, whose pooled sum is `mine`, against the other side's
    /// `theirs`, in units of 2^-(hidden + output) ([`Shifts`]).
    pub fn out_units(&self, mine: &Accumulator, theirs: &Accumulator) -> i32 {
        let w = &*self.0;
        let mut z = [0i16; 2 * WIDTH];
        let s = w.shifts;
        // From the sums at 2^embed to the pooled inputs at 2^POOLED: divided by POOL,
        // rounded.
        let (down, up) = match (s.embed + POOL_SHIFT as u8).checked_sub(POOLED) {
            Some(down) => (down, 0),
            None => (0, POOLED - s.embed - POOL_SHIFT as u8),
        };
        let half = (1 << down) >> 1;
        for j in 0..WIDTH {
            // The bounds make these fit: at most `pooled_max`.
            z[j] = (((mine[j] + half) >> down) << up) as i16;
            z[WIDTH + j] = (((theirs[j] + half) >> down) << up) as i16;
        }
        let one = 1i32 << (POOLED + s.weight);
        let down = POOLED + s.weight - s.hidden;
        let half = (1 << down) >> 1;
        let mut out = w.b2;
        for i in 0..HIDDEN {
            let pre = dot(&w.w1[i], &z) + w.b1[i];
            // Rounded, not floored: a floor's bias would add up over the hidden units.
            out += i32::from(w.w2[i]) * ((pre.clamp(0, one) + half) >> down);
        }
        out
    }

    /// The network's out as a number: [`Network::out_units`] scaled back.
    pub fn out(&self, mine: &Accumulator, theirs: &Accumulator) -> f64 {
        let s = self.0.shifts;
        f64::from(self.out_units(mine, theirs)) / f64::from(1u32 << (s.hidden + s.output))
    }

    /// The out for the side to move `to_move` (0 black, 1 white) of a position whose
    /// empty points have the multiset ranks `ranks` (`[black, white]` each), from scratch.
    ///
    /// # Panics
    /// When a rank is not below [`MULTISETS`].
    pub fn out_of(&self, to_move: usize, ranks: impl IntoIterator<Item = [u16; 2]>) -> f64 {
        let sums = self.accumulate(ranks);
        self.out(&sums[to_move & 1], &sums[1 - (to_move & 1)])
    }

    /// The value for the side to move, in engine units (the out times [`SCORE_SCALE`]),
    /// held well inside the search's wins.
    pub fn score(&self, mine: &Accumulator, theirs: &Accumulator) -> i32 {
        let s = self.0.shifts;
        let scaled = i64::from(self.out_units(mine, theirs)) * i64::from(SCORE_SCALE);
        (scaled >> (s.hidden + s.output)).clamp(-SCORE_LIMIT, SCORE_LIMIT) as i32
    }
}

/// Changes of both perspectives' pooled sums (black's first) not yet added in, in 16 bits
/// ([`Network::change`]).
pub type Pending = [[i16; WIDTH]; 2];

/// How many points' changes [`Pending`] can hold before they must be added in: each is at
/// most 1.0, 2^[`MAX_EMBED`], either way, so that this many fit 16 bits. A move changes at
/// most its own point and the 40 within four or five points along its lines.
pub const MAX_PENDING: usize = (i16::MAX >> MAX_EMBED) as usize;

/// The finest scale of the embeddings, [`Shifts::embed`]: 2^-9 is far finer than the
/// network needs, and leaves room to gather a move's changes in 16 bits.
const MAX_EMBED: u8 = 9;
const _: () = assert!(MAX_PENDING > 8 * REACH, "a move's changes fit Pending");

/// Adds the gathered changes `pending` to the pooled sums `sums`, and clears them.
#[inline]
pub fn add_pending(pending: &mut Pending, sums: &mut [Accumulator; 2]) {
    for (sum, pending) in sums.iter_mut().zip(pending.iter_mut()) {
        for j in 0..WIDTH {
            sum[j] += i32::from(pending[j]);
        }
        *pending = [0; WIDTH];
    }
}

/// The dot product of a row of W1 with the pooled sums, over fixed-size arrays so that it
/// vectorises (pairs of 16-bit products summed into 32 bits).
#[inline(always)]
fn dot(row: &[i16; 2 * WIDTH], z: &[i16; 2 * WIDTH]) -> i32 {
    let mut sum = 0i32;
    for j in 0..2 * WIDTH {
        sum += i32::from(row[j]) * i32::from(z[j]);
    }
    sum
}

/// The largest pooled input (at 2^[`POOLED`], after the division by [`POOL`]): every
/// point of the largest board active at 1.0.
fn pooled_max() -> i64 {
    ((MAX_POINTS << POOLED) + (1 << (POOL_SHIFT - 1))) >> POOL_SHIFT
}

impl Weights {
    /// `float`'s weights at the scales `shifts`, each rounded to the nearest integer
    /// (saturating where it does not fit: [`Weights::bounds`] tells).
    fn rounded(float: &FloatNetwork, shifts: Shifts) -> Weights {
        fn q<const N: usize, T>(row: &[f32; N], shift: u8, to: impl Fn(f64) -> T) -> [T; N] {
            row.map(|v| to((f64::from(v) * f64::from(1u32 << shift)).round()))
        }
        let (e, w) = (shifts.embed, shifts.weight);
        let i16s = |v: f64| v as i16;
        let i32s = |v: f64| v as i32;
        let mut w1 = [[0; 2 * WIDTH]; HIDDEN];
        for (row, float) in w1.iter_mut().zip(&float.w1) {
            *row = q(float, w, i16s);
        }
        Weights {
            shifts,
            a: float.a.iter().map(|row| q(row, e, i16s)).collect(),
            b: float.b.iter().map(|row| q(row, e, i16s)).collect(),
            c: q(&float.c, e, i16s),
            w1,
            b1: q(&float.b1, POOLED + w, i32s),
            w2: q(&float.w2, shifts.output, i16s),
            b2: q(&[float.b2], shifts.hidden + shifts.output, i32s)[0],
        }
    }

    /// Whether the scales are in range and no sum of the forward pass can overflow, on
    /// any board; else which part breaks the bounds.
    fn bounds(&self) -> Result<(), &'static str> {
        let s = self.shifts;
        if s.embed > MAX_EMBED || s.weight > 15 || s.output > 15 {
            return Err("a scale above its limit");
        }
        if s.hidden > 15 || s.hidden > POOLED + s.weight {
            return Err("the hidden scale above its limit");
        }
        let max = |rows: &[[i16; WIDTH]]| {
            rows.iter()
                .flatten()
                .map(|&v| i64::from(v).abs())
                .max()
                .unwrap_or(0)
        };
        if max(&self.a) + max(&self.b) + max(&[self.c]) > i64::from(i16::MAX) {
            return Err("the embeddings A, B and c");
        }
        let pooled = pooled_max();
        for (row, &bias) in self.w1.iter().zip(&self.b1) {
            let l1: i64 = row.iter().map(|&v| i64::from(v).abs()).sum();
            if l1 * pooled + i64::from(bias).abs() > i64::from(i32::MAX) {
                return Err("the hidden layer's weights W1 and b1");
            }
        }
        let l1: i64 = self.w2.iter().map(|&v| i64::from(v).abs()).sum();
        if (l1 << s.hidden) + i64::from(self.b2).abs() > i64::from(i32::MAX) {
            return Err("the out's weights w2 and b2");
        }
        Ok(())
    }

    /// The activation of a point for a perspective whose multiset rank there is `mine`,
    /// the other colour's being `theirs`: clamp(A[mine] + B[theirs] + c, 0, 1), nothing
    /// for a point ranked (0, 0).
    #[inline(always)]
    fn activation(&self, mine: u16, theirs: u16) -> [i16; WIDTH] {
        let mut h = [0i16; WIDTH];
        if mine == 0 && theirs == 0 {
            return h;
        }
        let (a, b, c) = (
            &self.a[usize::from(mine)],
            &self.b[usize::from(theirs)],
            &self.c,
        );
        let one = 1i16 << self.shifts.embed;
        for j in 0..WIDTH {
            h[j] = (a[j] + b[j] + c[j]).max(0).min(one);
        }
        h
    }
}
