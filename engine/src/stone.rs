use std::fmt;
use std::ops::Not;

/// The colour of a stone, and so of a side: black moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stone {
    /// The side that moves first.
    Black,
    /// The side that moves second.
    White,
}

impl Stone {
    /// Both colours, black first.
    pub const ALL: [Stone; 2] = [Stone::Black, Stone::White];

    /// The lower-case English name, as used in test hooks (`data-stone="black"`).
    pub const fn name(self) -> &'static str {
        match self {
            Stone::Black => "black",
            Stone::White => "white",
        }
    }
}

impl Not for Stone {
    type Output = Stone;

    /// The other side.
    fn not(self) -> Stone {
        match self {
            Stone::Black => Stone::White,
            Stone::White => Stone::Black,
        }
    }
}

impl fmt::Display for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn not_swaps_sides() {
        assert_eq!(!Stone::Black, Stone::White);
        assert_eq!(!Stone::White, Stone::Black);
        assert_eq!(Stone::Black.to_string(), "black");
    }
}
