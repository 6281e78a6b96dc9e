//! The built binary against the brute force on random and broken inputs (`oracles::check`).

oracles::prove_binary!(Hdu1524, env!("CARGO_BIN_EXE_hdu-1524"));
