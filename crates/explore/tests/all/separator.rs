//! cargo-make forwards a task's arguments as typed, a `--` included: `cargo make sg -- --subtract
//! 1,3,4` reaches the tool as `sg -- --subtract 1,3,4`. The game tools take the first lone `--`
//! away, so that every task reads the same with or without it.

use std::process::{Command, Output};

fn explore(arguments: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(arguments)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .unwrap()
}

#[test]
fn sg_guess_and_table_read_the_same_with_or_without_a_separator() {
    for (with, without) in [
        (
            &["sg", "--", "--subtract", "1,3,4", "--upto", "20"][..],
            &["sg", "--subtract", "1,3,4", "--upto", "20"][..],
        ),
        (
            &["table", "kayles", "--", "--upto", "6"],
            &["table", "kayles", "--upto", "6"],
        ),
        (
            &["guess", "--", "bash", "--upto", "12"],
            &["guess", "bash", "--upto", "12"],
        ),
    ] {
        let (a, b) = (explore(with), explore(without));
        assert_eq!(
            a.status.code(),
            Some(0),
            "{with:?}: {}",
            String::from_utf8_lossy(&a.stderr)
        );
        assert_eq!(b.status.code(), Some(0), "{without:?}");
        // `guess` says how long it took; everything else is the same.
        let steady = |out: &Output| -> String {
            String::from_utf8_lossy(&out.stdout)
                .lines()
                .filter(|line| !line.contains("solved from the rules"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert!(!steady(&a).is_empty(), "{with:?}");
        assert_eq!(steady(&a), steady(&b), "{with:?} against {without:?}");
    }
}
