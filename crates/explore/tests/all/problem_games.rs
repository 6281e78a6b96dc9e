//! A problem's game as a user reaches it: its spec names it (`Problem::GAME`), so `guess`,
//! `table --values` and `sg --game` given a problem's name are served by the problem's spec tool,
//! which cargo builds on first use; no list in the tools names a problem.

use std::process::{Command, Output};

fn explore(arguments: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_explore"))
        .args(arguments)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_problem_s_name_means_the_game_its_spec_names() {
    let output = explore(&["guess", "hdu-1846"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert!(stdout.starts_with("bash (plays in hdu-1846):"), "{stdout}");
    assert!(
        stdout.contains("formula:  first wins iff n mod (m + 1) ≠ 0"),
        "{stdout}"
    );

    let output = explore(&["table", "poj-1067", "--values", "--upto", "3"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert!(
        text(&output.stdout).starts_with("wythoff"),
        "{}",
        text(&output.stdout)
    );
}

/// It used to say that hdu-1524 had no game yet and should get one in the catalogue.
#[test]
fn a_problem_whose_input_gives_its_game_points_to_sg_input() {
    let output = explore(&["guess", "hdu-1524"]);
    assert_eq!(output.status.code(), Some(2));
    let message = text(&output.stderr);
    assert!(
        message.contains("where each case of its input gives its game"),
        "{message}"
    );
    assert!(
        message.contains("`cargo make sg hdu-1524 --input FILE`"),
        "{message}"
    );
    assert_eq!(message.lines().count(), 1, "{message}");
}

/// A game on the tree each case gives: guess fits a vertex's value to its children's.
#[test]
fn a_tree_game_gets_the_colon_principle() {
    let output = explore(&["guess", "hdu-3094", "--upto", "6"]);
    let said = text(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{said}");
    assert!(
        said.contains("g(v) = ⊕ over the children c of v of (g(c) + 1) (the colon principle)"),
        "{said}"
    );
    // What was played: every parent list of 1 to 6 vertices, 0! + 1! + ... + 5! = 154.
    assert!(
        said.contains("up to 6 vertices (154 parent lists"),
        "{said}"
    );
    let refused = explore(&["guess", "hdu-3094", "--upto", "10"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(text(&refused.stderr).contains("1 to 9 vertices"));
    // Its values by number do not exist; the message names the commands that do.
    let table = explore(&["table", "hdu-3094", "--values"]);
    assert_eq!(table.status.code(), Some(2));
    let said = text(&table.stderr);
    assert!(
        said.contains("played on the tree each case gives"),
        "{said}"
    );
    assert!(said.contains("`cargo make guess hdu-3094`"), "{said}");
}

/// What the tools suggest is `cli::closest` over the games and the workspace's problems, so the
/// test asks the same of today's lists rather than naming a problem: a problem added later may be
/// as close to the typo as the one it was made from (`hdu-1564` is as close to `hdu-1864` as
/// `hdu-1846`, and sorts first), and the test must hold for any set of problems.
#[test]
fn a_misspelt_problem_gets_the_nearest_name() {
    let problems = explore::problem_game::problems_with_a_spec();
    let mut known: Vec<String> = moves::games::names()
        .iter()
        .map(|g| g.to_string())
        .collect();
    known.extend(problems.iter().cloned());
    // Derived from the workspace, so that it stays a typo whatever problems are added.
    let typo = cli::swapped_digits(&problems, &known)
        .expect("some problem's digits can be swapped into a name nothing has");
    let near = cli::closest(&typo, &known).expect("a problem is one transposition away");
    assert!(problems.iter().any(|problem| problem == near), "{near}");

    let output = explore(&["guess", &typo]);
    assert_eq!(output.status.code(), Some(2));
    let message = text(&output.stderr);
    assert!(
        message.contains(&format!("did you mean `{near}`?")),
        "{message}"
    );
}
