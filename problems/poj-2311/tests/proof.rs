//! The built binary against the brute force on random and broken inputs (`oracles::check`).

oracles::prove_binary!(Poj2311, env!("CARGO_BIN_EXE_poj-2311"));
