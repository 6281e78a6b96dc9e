//! The built binary against the brute force on random and broken inputs (`oracles::check`).

#[path = "../spec.rs"]
mod spec;

oracles::prove_binary!(spec::Uva1378, env!("CARGO_BIN_EXE_uva-1378"));
