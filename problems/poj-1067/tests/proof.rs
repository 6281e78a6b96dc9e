//! The built binary against the brute force on random and broken inputs (`oracles::check`).

#[path = "../spec.rs"]
mod spec;

oracles::prove_binary!(spec::Poj1067, env!("CARGO_BIN_EXE_poj-1067"));
