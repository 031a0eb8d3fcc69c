//! The value network the strongest level plays with (`assets/network.gvn`, made as
//! docs/learning.md says), for the tools that play the levels: the page's worker fetches
//! the same file and `pbrain-gobang` embeds it.

use gobang_engine::ai::network::Network;

/// The shipped network's file.
const SHIPPED: &[u8] = include_bytes!("../../../assets/network.gvn");

/// The shipped network, read once a run.
pub fn shipped() -> Network {
    match Network::load(SHIPPED) {
        Ok((network, _)) => network,
        Err(e) => {
            eprintln!("assets/network.gvn: {e}");
            std::process::exit(1);
        }
    }
}
