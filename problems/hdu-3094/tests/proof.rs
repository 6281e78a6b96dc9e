//! The built binary against the brute force on random and broken inputs (`oracles::check`).

#[path = "../spec.rs"]
mod spec;

oracles::prove_binary!(spec::Hdu3094, env!("CARGO_BIN_EXE_hdu-3094"));
