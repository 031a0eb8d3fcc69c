//! A tournament opening's steps, taken in the study module on its board: the steps as
//! signals and the talk with the opening's worker ([`steps`]), their texts ([`texts`]) and
//! the panel beside the board ([`panel`]).

pub mod panel;
pub mod steps;
pub mod texts;
