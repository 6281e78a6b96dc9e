//! The built binary against the brute force on random and broken inputs (`oracles::check`).

oracles::prove_binary!(Poj2348, env!("CARGO_BIN_EXE_poj-2348"));
