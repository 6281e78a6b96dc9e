//! The built binary against the brute force on random and broken inputs (`oracles::check`).

oracles::prove_binary!(Poj1704, env!("CARGO_BIN_EXE_poj-1704"));
