//! The built binary against the brute force on random and broken inputs (`oracles::check`).

#[path = "../spec.rs"]
mod spec;

oracles::prove_binary!(spec::Poj2348, env!("CARGO_BIN_EXE_poj-2348"));
