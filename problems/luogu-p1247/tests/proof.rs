//! The built binary against the brute force on random and broken inputs (`oracles::check`).

oracles::prove_binary!(LuoguP1247, env!("CARGO_BIN_EXE_luogu-p1247"));
