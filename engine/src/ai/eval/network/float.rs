//! The value network in floating point, as the trainer writes it (`.gvf`, docs/learning.md): the
//! reference forward pass that the engine's integer network is checked against and made
//! from.

use crate::ai::eval::network::format::{
    CheckVector, HIDDEN, MULTISETS, NetworkError, POOL, Reader, SCORE_SCALE, WIDTH, Write,
    write_checks, write_shapes,
};

/// The float `.gvf` file's magic.
pub const GVF_MAGIC: &[u8; 4] = b"GBVF";

/// The float weights of the network (docs/learning.md, "Training").
#[derive(Clone, Debug, PartialEq)]
pub struct FloatNetwork {
    /// The embedding of the perspective colour's multiset at a point, per rank.
    pub a: Vec<[f32; WIDTH]>,
    /// The embedding of the other colour's multiset, per rank.
    pub b: Vec<[f32; WIDTH]>,
    /// The embeddings' bias.
    pub c: [f32; WIDTH],
    /// The hidden layer's weights: per hidden unit, the side to move's pooled sum then the
    /// other side's.
    pub w1: Vec<[f32; 2 * WIDTH]>,
    /// The hidden layer's biases.
    pub b1: [f32; HIDDEN],
    /// The out's weights.
    pub w2: [f32; HIDDEN],
    /// The out's bias.
    pub b2: f32,
}

impl FloatNetwork {
    /// Reads a `.gvf` file: the network and its check vectors.
    ///
    /// # Errors
    /// When the bytes are not such a file (wrong magic, version or shapes, a number that
    /// is not finite, too few or too many bytes), naming what and where.
    pub fn from_gvf(bytes: &[u8]) -> Result<(FloatNetwork, Vec<CheckVector>), NetworkError> {
        let mut r = Reader::new(bytes);
        r.shapes(GVF_MAGIC)?;
        let offset = r.offset();
        let scale = r.f32("the score scale")?;
        if scale != SCORE_SCALE as f32 {
            let problem = format!("{scale}, where the engine's units need {SCORE_SCALE}");
            return Err(r.invalid("the score scale", offset, problem));
        }
        let f = |r: &mut Reader<'_>, what: &str| r.f32(what);
        let a = r.rows(MULTISETS, "A", f)?;
        let b = r.rows(MULTISETS, "B", f)?;
        let c = r.row("c", f)?;
        let w1 = r.rows(HIDDEN, "W1", f)?;
        let b1 = r.row("b1", f)?;
        let w2 = r.row("w2", f)?;
        let b2 = r.f32("b2")?;
        let network = FloatNetwork {
            a,
            b,
            c,
            w1,
            b1,
            w2,
            b2,
        };
        Ok((network, r.checks()?))
    }

    /// The network as a `.gvf` file, ending with `checks`.
    pub fn to_gvf(&self, checks: &[CheckVector]) -> Vec<u8> {
        let mut out = Vec::new();
        write_shapes(GVF_MAGIC, &mut out);
        out.put(&(SCORE_SCALE as f32).to_le_bytes());
        let rows = self.a.iter().chain(&self.b).flatten().chain(&self.c);
        let rest = self.w1.iter().flatten().chain(&self.b1).chain(&self.w2);
        for value in rows.chain(rest).chain([&self.b2]) {
            out.put(&value.to_le_bytes());
        }
        write_checks(checks, &mut out);
        out
    }

    /// A network with weights drawn uniformly by `next` (numbers in `[0, 1)`), scaled so
    /// that its points' activations and out vary like a trained one's might: for tests and
    /// speed measurements.
    pub fn random(mut next: impl FnMut() -> f64) -> FloatNetwork {
        let mut draw = |spread: f64| ((next() * 2.0 - 1.0) * spread) as f32;
        let a = (0..MULTISETS)
            .map(|_| [(); WIDTH].map(|_| draw(0.6)))
            .collect();
        let b = (0..MULTISETS)
            .map(|_| [(); WIDTH].map(|_| draw(0.6)))
            .collect();
        let c = [(); WIDTH].map(|_| draw(0.2));
        let w1 = (0..HIDDEN)
            .map(|_| [(); 2 * WIDTH].map(|_| draw(0.4)))
            .collect();
        let b1 = [(); HIDDEN].map(|_| draw(0.2));
        let w2 = [(); HIDDEN].map(|_| draw(1.0));
        let b2 = draw(0.2);
        FloatNetwork {
            a,
            b,
            c,
            w1,
            b1,
            w2,
            b2,
        }
    }

    /// Perspective `x`'s pooled sum over the points' ranks (`[black, white]` each).
    fn pooled(&self, x: usize, ranks: &[[u16; 2]]) -> [f64; WIDTH] {
        let mut sum = [0.0f64; WIDTH];
        for r in ranks.iter().filter(|r| **r != [0, 0]) {
            let (mine, theirs) = (&self.a[usize::from(r[x])], &self.b[usize::from(r[1 - x])]);
            for j in 0..WIDTH {
                let u = f64::from(mine[j]) + f64::from(theirs[j]) + f64::from(self.c[j]);
                sum[j] += u.clamp(0.0, 1.0);
            }
        }
        sum.map(|s| s / POOL as f64)
    }

    /// The out for the side to move `to_move` (0 black, 1 white) of a position whose empty
    /// points have the multiset ranks `ranks` (`[black, white]` each; points ranked (0, 0)
    /// count for nothing), in double precision.
    ///
    /// # Panics
    /// When a rank is not below [`MULTISETS`], or `a`, `b` or `w1` are shorter than their
    /// shapes (as read from a file, they never are).
    pub fn out(&self, to_move: usize, ranks: &[[u16; 2]]) -> f64 {
        let (mine, theirs) = (self.pooled(to_move, ranks), self.pooled(1 - to_move, ranks));
        let z: Vec<f64> = mine.iter().chain(&theirs).copied().collect();
        let mut out = f64::from(self.b2);
        for i in 0..HIDDEN {
            let pre: f64 = (0..2 * WIDTH)
                .map(|j| f64::from(self.w1[i][j]) * z[j])
                .sum::<f64>()
                + f64::from(self.b1[i]);
            out += f64::from(self.w2[i]) * pre.clamp(0.0, 1.0);
        }
        out
    }
}
