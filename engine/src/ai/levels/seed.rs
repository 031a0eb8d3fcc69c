//! Where the levels' chance comes from: a per-game seed, mixed with the move number so
//! that every move of a game draws from a stream of its own, and a small generator
//! (SplitMix64) that turns it into numbers. The same seed and position give the same
//! choice on every machine, so a reported game can be replayed move for move.

/// A small deterministic random number generator (SplitMix64): fast, and good enough to
/// roll a player's dice.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator whose stream is fixed by `seed`.
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The generator for the move played when `stones` stones are on the board, in a game
    /// whose seed is `game_seed`.
    pub fn for_move(game_seed: u64, stones: usize) -> Rng {
        let mut mixer = Rng(game_seed ^ (stones as u64).wrapping_mul(0xD1B5_4A32_D192_ED03));
        Rng(mixer.next_u64())
    }

    /// The next number of the stream.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        // The bias of a plain remainder is below 2^-40 for the small `n` used here.
        self.next_u64() % n
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// True with a chance of `per_mille` in a thousand.
    pub fn chance(&mut self, per_mille: u16) -> bool {
        per_mille >= 1000 || self.below(1000) < u64::from(per_mille)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_fixes_the_stream_and_moves_get_streams_of_their_own() {
        let take = |mut rng: Rng| (0..4).map(|_| rng.next_u64()).collect::<Vec<_>>();
        assert_eq!(take(Rng::for_move(7, 12)), take(Rng::for_move(7, 12)));
        assert_ne!(take(Rng::for_move(7, 12)), take(Rng::for_move(7, 13)));
        assert_ne!(take(Rng::for_move(7, 12)), take(Rng::for_move(8, 12)));
    }

    #[test]
    fn chances_come_out_near_their_rate() {
        let mut rng = Rng::new(1);
        let hits = (0..10_000).filter(|_| rng.chance(300)).count();
        assert!((2_800..3_200).contains(&hits), "{hits}");
        assert!((0..100).all(|_| rng.chance(1000)));
        assert!((0..100).all(|_| !rng.chance(0)));
        assert!((0..1000).all(|_| (0.0..1.0).contains(&rng.unit())));
    }
}
