//! `guess NAME` for a problem whose game is played on the tree each case gives (HDU 3094): no
//! positions by number, so the guess is of how a vertex's value follows from its children's
//! (`guess::trees`), fitted to every vertex of every rooted tree up to `--upto` vertices, each
//! value by the search of that subtree alone. Checked to the bound, not proven.

use clap::ArgMatches;
use guess::trees::{fit, Fit};
use moves::rules::TreeValuesOf;
use serde_json::json;
use std::process::ExitCode;
use std::time::Instant;

use crate::{fail, passed};

/// The trees' size when `--upto` is not given: 5,914 parent lists, well under a second.
pub const DEFAULT_VERTICES: u64 = 8;

/// The most vertices: (n − 1)! parent lists, 40,320 at 9, each solved whole (10, with 362,880,
/// took 74 s).
pub const MOST_VERTICES: u64 = 9;

/// What the fit found on every tree up to the bound, as the tools print it.
pub struct TreeGuess {
    pub fit: Fit,
    pub vertices: u64,
    pub trees: usize,
    pub positions: usize,
}

/// Fits the rule on every rooted tree of up to `vertices` vertices.
pub fn guess_trees(values: TreeValuesOf, vertices: u64) -> Result<TreeGuess, String> {
    if !(1..=MOST_VERTICES).contains(&vertices) {
        return Err(format!(
            "--upto {vertices}: a tree game is guessed on every rooted tree of 1 to \
             {MOST_VERTICES} vertices ((n − 1)! parent lists each)"
        ));
    }
    let trees = values(vertices as usize);
    Ok(TreeGuess {
        fit: fit(&trees),
        vertices,
        trees: trees.len(),
        positions: trees.iter().map(|(tree, _)| tree.len()).sum(),
    })
}

/// `guess NAME [--upto N] [--json]` for a tree game: the rule, or the nearest and where it
/// fails (exit status 1).
pub fn run(name: &str, values: TreeValuesOf, matches: &ArgMatches) -> ExitCode {
    for flag in ["misere", "over", "fix"] {
        if matches.value_source(flag) == Some(clap::parser::ValueSource::CommandLine) {
            return fail(&format!(
                "{name} is a game on the tree each case gives: --{flag} does not apply; \
                 `cargo make guess {name} [--upto N] [--json]`"
            ));
        }
    }
    let started = Instant::now();
    let vertices = matches
        .get_one::<u64>("upto")
        .copied()
        .unwrap_or(DEFAULT_VERTICES);
    let guess = match guess_trees(values, vertices) {
        Ok(guess) => guess,
        Err(message) => return fail(&format!("{name}: {message}")),
    };
    let seconds = started.elapsed().as_secs_f64();
    let text = if matches.get_flag("json") {
        format!("{}\n", to_json(name, &guess, seconds))
    } else {
        to_text(name, &guess, seconds)
    };
    crate::print(&text);
    passed(matches!(guess.fit, Fit::Found(_)))
}

/// What was checked, in words: every claim names what was played.
fn checked(guess: &TreeGuess) -> String {
    format!(
        "every vertex of every rooted tree of up to {} vertices ({} parent lists, {} vertices), \
         each vertex's value by the search of its subtree alone",
        guess.vertices, guess.trees, guess.positions
    )
}

fn to_text(name: &str, guess: &TreeGuess, seconds: f64) -> String {
    match &guess.fit {
        Fit::Found(rule) => format!(
            "{name}: {rule}\n  checked: {}, in {seconds:.2} s; not proven\n",
            checked(guess)
        ),
        Fit::NoneFits(nearest, miss) => format!(
            "{name}: no rule g(v) = OP over the children c of v of f(g(c)) fits (OP: ⊕, Σ, \
             max, mex; f: g, g + 1, g ⊕ 1, 2g, 2g + 1), on {}\n  nearest: {nearest}; it fails \
             on the tree of parents {:?} (vertex v > 0 under parents[v − 1]) at vertex {}: the \
             search gives {}, the rule {}\n",
            checked(guess),
            miss.parents,
            miss.vertex,
            miss.value,
            miss.predicted
        ),
    }
}

fn to_json(name: &str, guess: &TreeGuess, seconds: f64) -> serde_json::Value {
    let (family, rule, counterexample) = match &guess.fit {
        Fit::Found(rule) => ("tree", rule.to_string(), None),
        Fit::NoneFits(nearest, miss) => (
            "none fits",
            nearest.to_string(),
            Some(json!({
                "parents": miss.parents,
                "vertex": miss.vertex,
                "value": miss.value,
                "predicted": miss.predicted,
            })),
        ),
    };
    json!({
        "game": name,
        "family": family,
        "rule": rule,
        "bound": guess.vertices,
        "trees": guess.trees,
        "positions": guess.positions,
        "counterexample": counterexample,
        "seconds": seconds,
    })
}
