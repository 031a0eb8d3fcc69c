//! Tests of the formats: samples as the programs write them, round trips, refusals.
