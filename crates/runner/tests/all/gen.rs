//! `runner gen`: every problem with a spec gets an input from it, the same bytes for a seed,
//! others for other seeds. (That the spec's inputs are valid and its maximum within the statement
//! is checked by each problem's own tests, `oracles::proofs`.)

use crate::common;

use std::process::Command;

fn run_gen(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_runner"))
        .arg("gen")
        .args(args)
        .output()
        .expect("runner runs")
}

fn gen(args: &[&str]) -> Vec<u8> {
    let output = run_gen(args);
    assert!(
        output.status.success(),
        "runner gen {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    output.stdout
}

/// `gen` from the problem's spec tool itself, which the runner hands the command to.
fn tool_gen(name: &str, seed: &str) -> Vec<u8> {
    let output = Command::new(common::spec_tool(name))
        .args(["gen", name, "--seed", seed])
        .output()
        .expect("the spec tool runs");
    assert!(output.status.success(), "{name}: {output:?}");
    output.stdout
}

#[test]
fn small_inputs_parse_and_are_the_same_for_a_seed() {
    // The problems are independent, and each is 17 runs of its spec tool.
    moves::cores::on_every_core(&common::problems_with_a_spec(), |name| {
        let mut distinct = std::collections::HashSet::new();
        // Through the runner once (it builds the spec tool and hands over), then from the tool
        // itself: a cargo freshness check per input would be most of this test's time.
        let through_the_runner = gen(&[name, "--seed", "1"]);
        assert_eq!(through_the_runner, tool_gen(name, "1"), "{name}");
        for seed in 1..=8 {
            let seed = seed.to_string();
            let input = tool_gen(name, &seed);
            assert_eq!(input, tool_gen(name, &seed), "{name}: seed {seed}");
            distinct.insert(input);
        }
        // A generator that ignored its seed would give one input.
        assert!(
            distinct.len() > 4,
            "{name}: 8 seeds gave {}",
            distinct.len()
        );
    });
}

/// `gen --max` through the spec tool, on problems of two shapes (lists until a terminator;
/// graphs of rows with queries). That every problem's spec has a maximum input inside its
/// statement is each problem's own proof, `the_maximum_input_is_within_the_statement` (the same
/// `Spec::max_input` this command prints): generating all 26 again here was this binary's
/// slowest test, 35 s.
#[test]
fn gen_max_prints_a_larger_input_from_the_spec_tool() {
    moves::cores::on_every_core(&["hdu-1850", "hdu-1524"], |&name| {
        // From the spec tool, which `small_inputs_…` checks gives what the runner gives.
        let output = Command::new(common::spec_tool(name))
            .args(["gen", name, "--max"])
            .output()
            .expect("the spec tool runs");
        assert!(output.status.success(), "{name}: {output:?}");
        let small = tool_gen(name, "1");
        assert!(
            output.stdout.len() > small.len(),
            "{name}: the maximum is no larger"
        );
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(said.starts_with(&format!("gen {name}: ")), "{name}: {said}");
    });
    assert_eq!(
        gen(&["hdu-1850", "--max", "--seed", "9"]),
        gen(&["hdu-1850", "--max", "--seed", "9"])
    );
    let output = run_gen(&["hdu-1850", "--max"]);
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.starts_with("gen hdu-1850: "), "{said}");
}

#[test]
fn writes_to_a_file_with_out() {
    let path = std::env::temp_dir().join(format!("runner-gen-test-{}.in", std::process::id()));
    let path_text = path.to_str().expect("a UTF-8 temporary path");
    let printed = gen(&["hdu-1846", "--seed", "4", "--out", path_text]);
    assert!(printed.is_empty(), "with --out nothing goes to stdout");
    let written = std::fs::read(&path).expect("the file was written");
    std::fs::remove_file(&path).ok();
    assert_eq!(written, gen(&["hdu-1846", "--seed", "4"]));
}

#[test]
fn rejects_an_unknown_problem() {
    let output = run_gen(&["hdu-9999"]);
    assert!(!output.status.success());
    assert!(String::from_utf8_lossy(&output.stderr).contains("hdu-9999"));
}

/// cargo-make writes `[cargo-make] INFO` lines to the same stdout, so `cargo make gen NAME > f`
/// made a file that was not the input, and `cargo make bundle NAME --stdout > f.rs` one that did
/// not compile; under it, a redirected stdout is refused with the alias that works.
#[test]
fn under_cargo_make_a_redirected_stdout_is_refused_with_the_alias_to_use() {
    for (task, args, alias) in [
        (
            "gen",
            ["gen", "hdu-1846", "--max"],
            "cargo gen hdu-1846 --max",
        ),
        (
            "bundle",
            ["bundle", "hdu-1846", "--stdout"],
            "cargo bundle hdu-1846 --stdout",
        ),
    ] {
        let output = Command::new(env!("CARGO_BIN_EXE_runner"))
            .args(args)
            .env("CARGO_MAKE_TASK", task)
            .output()
            .expect("runner runs");
        assert_eq!(output.status.code(), Some(2), "{task}");
        assert!(output.stdout.is_empty(), "{task}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(&format!("run `{alias}`")), "{stderr}");
    }
    // With --out the file holds only the input.
    let file = std::env::temp_dir().join(format!("gen-cargo-make-{}.in", std::process::id()));
    let output = Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(["gen", "hdu-1846", "--out"])
        .arg(&file)
        .env("CARGO_MAKE_TASK", "gen")
        .output()
        .expect("runner runs");
    assert!(output.status.success());
    assert_eq!(std::fs::read(&file).unwrap(), gen(&["hdu-1846"]));
    let _ = std::fs::remove_file(file);
}

#[test]
fn an_existing_file_is_kept_unless_forced() {
    let path = std::env::temp_dir().join(format!("runner-gen-kept-{}.in", std::process::id()));
    std::fs::write(&path, "mine\n").unwrap();
    let path_text = path.to_str().expect("a UTF-8 temporary path");
    let refused = run_gen(&["hdu-1846", "--out", path_text]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--force"));
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "mine\n");
    let forced = run_gen(&["hdu-1846", "--out", path_text, "--force"]);
    assert!(forced.status.success());
    let written = std::fs::read(&path).unwrap();
    std::fs::remove_file(&path).ok();
    assert_eq!(written, gen(&["hdu-1846"]));
}

#[test]
fn a_reader_that_stops_early_ends_it_quietly() {
    use std::io::Read as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_runner"))
        .args(["gen", "hdu-3032", "--max"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // `| head -c 10`: ten bytes, then the pipe is closed.
    let mut head = [0u8; 10];
    child.stdout.take().unwrap().read_exact(&mut head).unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}
