//! `runner sg` run as a process: the printed rows, the period line, and refusals of bad games.

use common::fibonacci::fibonacci_numbers;
use common::subtraction::subtraction_grundy_table;
use std::process::{Command, Output};

// The tests' shared helpers, under another name: `common` is the game library here.
use crate::common as shared;

fn sg(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_runner"))
        .arg("sg")
        .args(args)
        .output()
        .expect("the runner binary runs")
}

/// Standard output of a run that must succeed.
fn stdout_of(args: &[&str]) -> String {
    let output = sg(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "runner sg {args:?} failed: {stderr}"
    );
    String::from_utf8(output.stdout).expect("text")
}

/// Standard error of a run that must be refused as a usage error (clap's exit code 2).
fn refusal_of(args: &[&str]) -> String {
    let output = sg(args);
    assert_eq!(
        output.status.code(),
        Some(2),
        "runner sg {args:?} should be refused"
    );
    assert!(output.stdout.is_empty());
    String::from_utf8(output.stderr).expect("text")
}

/// The values printed in the rows, in order, read back from the text.
fn printed_values(text: &str) -> Vec<u32> {
    text.lines()
        .skip(2) // title and header
        .take_while(|line| !line.starts_with("period:"))
        .flat_map(|line| {
            let (_, values) = line.split_once('|').expect("a row has a bar");
            values
                .split_whitespace()
                .map(|v| v.parse::<u32>().expect("a value"))
        })
        .collect()
}

#[test]
fn subtraction_game_in_any_order_prints_rows_and_a_proven_period() {
    let text = stdout_of(&["--subtract", "4,1,3", "--upto", "60"]);
    let expected_head = "\
Subtraction game, moves {1, 3, 4}: g(0..=60)
 n | +0 +1 +2 +3 +4 +5 +6 +7 +8 +9
 0 |  0  1  0  1  2  3  2  0  1  0
10 |  1  2  3  2  0  1  0  1  2  3
";
    assert!(text.starts_with(expected_head), "{text}");
    assert!(
        text.contains("\n60 |  2\nperiod: preperiod 0, period 7 (proven"),
        "{text}"
    );
    assert_eq!(
        printed_values(&text),
        subtraction_grundy_table(&[1, 3, 4], 60)
    );
    assert_eq!(text.lines().count(), 2 + 7 + 1);
}

#[test]
fn upto_defaults_to_sixty() {
    let text = stdout_of(&["--subtract", "2"]);
    assert!(
        text.starts_with("Subtraction game, moves {2}: g(0..=60)\n"),
        "{text}"
    );
    assert_eq!(printed_values(&text).len(), 61);
    assert!(
        text.contains("period: preperiod 0, period 4 (proven"),
        "{text}"
    );
}

#[test]
fn octal_game_period_is_proven_once_the_theorem_allows() {
    // Dawson's Kayles: period 34 from 53, provable once g(0..=2*53+2*34+2) is known.
    let text = stdout_of(&["--octal", "0.07", "--upto", "176"]);
    assert!(text.starts_with("Octal game 0.07: g(0..=176)\n"), "{text}");
    assert!(
        text.contains("period: preperiod 53, period 34 (proven"),
        "{text}"
    );
    let short = stdout_of(&["--octal", "0.07", "--upto", "175"]);
    assert!(
        short.contains("period: none proven within g(0..=175)"),
        "{short}"
    );
    let values = printed_values(&text);
    assert_eq!(values[..12], [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
}

#[test]
fn lasker_prints_its_swapped_values_and_no_period() {
    let text = stdout_of(&["--lasker", "--upto", "12"]);
    assert_eq!(
        printed_values(&text),
        [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11]
    );
    assert!(
        text.contains("period: none detected within g(0..=12)"),
        "{text}"
    );
}

#[test]
fn fibonacci_moves_match_the_subtraction_table() {
    let text = stdout_of(&["--fibonacci-moves", "--upto", "100"]);
    let moves: Vec<u32> = fibonacci_numbers()
        .take_while(|&f| f <= 100)
        .map(|f| f as u32)
        .collect();
    assert_eq!(printed_values(&text), subtraction_grundy_table(&moves, 100));
    assert!(text.lines().last().unwrap().starts_with("period: "));
}

#[test]
fn bad_games_are_refused_with_the_reason() {
    assert!(refusal_of(&["--subtract", "2,0"]).contains("a move must take at least 1 stone"));
    assert!(refusal_of(&["--subtract", "1,x"]).contains("comma-separated"));
    assert!(refusal_of(&["--octal", "0.08"]).contains("must be 0 to 7"));
    assert!(refusal_of(&["--lasker", "--octal", "0.07"]).contains("cannot be used with"));
    assert!(refusal_of(&[]).contains("--subtract"));
    assert!(refusal_of(&["--lasker", "--upto", "2000000"]).contains("0..=1000000"));
}

#[test]
fn past_a_proven_period_the_values_come_from_the_period() {
    // Kayles to a million: it took over two minutes from the rules alone.
    let text = stdout_of(&["--octal", "0.77", "--upto", "1000000"]);
    let values = printed_values(&text);
    assert_eq!(values.len(), 1_000_001);
    let prefix: Vec<u32> = common::grundy_sequence::grundy_sequence(
        "0.77".parse::<common::octal::OctalGame>().unwrap(),
    )
    .take(400)
    .collect();
    assert_eq!(values[..400], prefix[..], "the rules' own values first");
    // Kayles: preperiod 71, period 12.
    assert!(values[71..].iter().zip(&values[83..]).all(|(a, b)| a == b));
}

#[test]
fn a_bound_that_only_the_rules_could_reach_is_refused_with_the_largest() {
    assert!(
        refusal_of(&["--lasker", "--upto", "1000000"]).contains("largest --upto for it is 10000")
    );
    assert!(refusal_of(&["--octal", "0.007", "--upto", "1000000"])
        .contains("largest --upto for this game is 9999"));
    assert!(refusal_of(&["--octal", "0."]).contains("no digits after the point"));
}

/// A testcase of the workspace, by its absolute path (the tests run in `crates/runner`).
fn testcase(problem: &str, file: &str) -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let path = root.join("testcases").join(problem).join(file);
    path.to_str().expect("a UTF-8 path").to_string()
}

#[test]
fn a_problem_whose_spec_builds_no_game_from_a_case_has_no_positions_to_value() {
    let output = sg(&["hdu-1846", "--input", &testcase("hdu-1846", "sample-1.in")]);
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert_eq!(
        String::from_utf8(output.stderr).unwrap(),
        "error: the spec of hdu-1846 builds no game from a case (Problem::game_values), so there \
         are no positions to value: its game is fixed, see `cargo make table hdu-1846 --values`\n"
    );
}

#[test]
fn a_file_that_cannot_be_read_a_misspelt_problem_or_a_half_request_is_refused() {
    let missing = testcase("hdu-1524", "no-such-case.in");
    let output = sg(&["hdu-1524", "--input", &missing]);
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.starts_with("error: cannot read "), "{stderr}");
    assert!(stderr.contains("no-such-case.in"), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");

    let sample = testcase("hdu-1524", "sample-1.in");
    let (typo, near) = shared::a_typo_and_its_suggestion();
    let output = sg(&[&typo, "--input", &sample]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(
        stderr.contains(&format!("did you mean `{near}`?")),
        "{stderr}"
    );

    assert!(refusal_of(&["hdu-1524"]).contains("--input"));
    assert!(refusal_of(&["--input", &sample]).contains("NAME"));
}

/// The issue's own check: HDU 1524's first sample case, positions 0..3, by the case's graph.
#[test]
fn hdu_1524s_first_sample_case_is_valued_2_0_1_0() {
    let text = stdout_of(&["hdu-1524", "--input", &testcase("hdu-1524", "sample-1.in")]);
    assert!(
        text.contains("case 1 of 2: g(0..=3)\nn | +0 +1 +2 +3\n0 |  2  0  1  0\n"),
        "{text}"
    );
}
