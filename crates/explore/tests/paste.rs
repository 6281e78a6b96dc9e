//! The Rust that `guess` prints is meant to be pasted into `solve`: every rule it finds for the
//! catalogue's games is pasted into one program here, compiled with rustc, and run against the
//! solver's own answers for every position it checked.

use guess::across::{guess_over, Over};
use guess::exceptions::with_exceptions;
use guess::values::values_over;
use guess::{guess, Candidate};
use moves::explore::{Explore, Fixed, Shape};
use moves::loopy::{Outcome, Value};
use moves::search::Play;
use std::fmt::Write as _;
use std::process::Command;

/// Compiled unoptimised: `-O` on a few thousand checks in one `main` took rustc over ten
/// minutes here.
///
/// The games whose rules need no table of values (`fibonacci-takes`' g is one, printed as `G`).
const GAMES: &[(&str, u64)] = &[
    ("nim", 30),
    ("misere-nim", 30),
    ("bash", 30),
    ("public-sale", 30),
    ("kiki", 30),
    ("fibonacci-nim", 200),
    ("multiplication", 20_000),
    ("wythoff", 60),
    ("lasker", 60),
    ("s-nim", 60),
    ("new-stone-game", 20),
    ("chessmen", 30),
    ("kayles", 200),
    ("grundy-split", 60),
    ("chomp", 30),
    ("euclid", 30),
    ("moore", 60),
];

/// Rules found across parameters by `guess --over`: the game, its ranges, and the settings
/// and positions the pasted rule is checked on (every number of the game, in its order).
type AcrossCheck = (
    &'static str,
    &'static [&'static str],
    &'static [&'static [u64]],
);

const ACROSS: &[AcrossCheck] = &[
    (
        "coins",
        &["p=1..5", "q=p..7"],
        &[&[7, 2, 4], &[6, 2, 4], &[0, 1, 1], &[13, 3, 7], &[30, 5, 6]],
    ),
    (
        "bash",
        &["m=1..8"],
        &[&[23, 2], &[24, 2], &[0, 5], &[35, 6]],
    ),
    (
        "northcott",
        &["m=2..7"],
        &[&[3, 4, 6], &[1, 3, 6], &[6, 1, 9], &[2, 1, 2]],
    ),
    (
        "calendar",
        &["y=1999..2001"],
        &[
            &[2000, 9, 30],
            &[2000, 11, 30],
            &[1999, 11, 29],
            &[2001, 11, 3],
            &[2001, 10, 3],
        ],
    ),
];

/// The calendar game at a year: a rule with exceptions, pasted as a function of (m, d) and
/// checked on every date of the year.
fn calendar_year(program: &mut String, checks: &mut String) {
    let held = [("y".to_string(), 2000)];
    let mut game = Fixed::new(moves::games::find("calendar").unwrap(), &held).unwrap();
    let rule = guess(&mut game, 31, Play::Normal).unwrap().found.unwrap();
    assert_eq!(rule.family, "with exceptions");
    program.push_str(&format!(
        "fn calendar(m: u64, d: u64) -> bool {{ {} }}\n",
        rule.rust
    ));
    for m in 1..=12 {
        for d in 1..=31 {
            let Some(outcome) = game.outcome(&[m, d], Play::Normal) else {
                continue;
            };
            let wins = outcome == Outcome::Win;
            let _ = writeln!(
                checks,
                "    check(calendar({m}, {d}) == {wins}, \"calendar 2000 {m} {d}\");"
            );
        }
    }
}

/// A rule with exceptions of each other shape (one number, heaps, cells), made from a rule
/// `guess` found and checked against what the exceptions rule predicts: the pasted Rust must
/// say what the family says.
fn exceptions_of_each_shape(program: &mut String, checks: &mut String) {
    // The game, its bound, the exceptions (with whether the player to move wins there), and
    // the positions checked.
    type Case = (
        &'static str,
        u64,
        Vec<(Vec<u64>, bool)>,
        &'static [&'static [u64]],
    );
    let cases: [Case; 3] = [
        (
            "fibonacci-nim",
            60,
            vec![(vec![4], false), (vec![8], true)],
            &[&[3], &[4], &[5], &[8], &[9]],
        ),
        (
            "nim",
            20,
            vec![(vec![3, 2, 1], true), (vec![1], false), (vec![2, 2], true)],
            &[
                &[1, 2, 3],
                &[0, 2, 3, 1],
                &[1],
                &[1, 0],
                &[2, 2],
                &[2, 2, 0],
                &[4, 5],
                &[],
            ],
        ),
        (
            "chessmen",
            14,
            vec![(vec![2, 5], true)],
            &[&[5, 2], &[2, 5], &[1, 2, 3], &[3]],
        ),
    ];
    for (index, (name, bound, exceptions, positions)) in cases.into_iter().enumerate() {
        let mut game = moves::games::find(name).unwrap();
        let about = *game.about();
        let found = guess(game.as_mut(), bound, about.play).unwrap();
        let base = Candidate::new(found.found.unwrap(), {
            let predict = found.predict.unwrap();
            move |numbers: &[u64]| predict.wins(numbers)
        });
        let taken = with_exceptions(&base, &exceptions, about.shape);
        let signature = match about.shape {
            Shape::Numbers(_) => "n: u64",
            Shape::Heaps => "heaps: &[u64]",
            Shape::Cells => "cells: &[u64]",
        };
        program.push_str(&format!(
            "fn excepted{index}({signature}) -> bool {{ {} }}\n",
            taken.rule.rust
        ));
        for position in positions {
            let argument = match about.shape {
                Shape::Numbers(_) => position[0].to_string(),
                _ => format!("&{position:?}"),
            };
            let wins = taken.predict.wins(position);
            let _ = writeln!(
                checks,
                "    check(excepted{index}({argument}) == {wins}, \"{name} excepted {position:?}\");"
            );
        }
    }
}

/// The values across settings of the Bash game, g(n) = n mod (m + 1), pasted as a function of
/// (n, m) and checked against the solver's values.
fn values_across(program: &mut String, checks: &mut String) {
    let over = [Over::parse("m=1..8").unwrap()];
    let make = || moves::games::find("bash").unwrap();
    let found = values_over(&make, &over, &[], 30).unwrap();
    let (rule, _) = found.rule.unwrap();
    program.push_str(&format!(
        "fn values(n: u64, m: u64) -> u64 {{ {} }}\n",
        rule.rust
    ));
    let mut game = make();
    for (n, m) in [(0, 1), (7, 3), (8, 3), (29, 8), (100, 6)] {
        let Some(Value::Finite(g)) = game.value(&[n, m]) else {
            panic!("bash ({n}, {m}) has a finite value");
        };
        let _ = writeln!(
            checks,
            "    check(values({n}, {m}) == {g}, \"bash values {n} {m}\");"
        );
    }
}

#[test]
fn every_printed_rule_compiles_and_agrees_with_the_solver() {
    let mut program = String::from("#![allow(unused_parens, unused_variables)]\n");
    let mut checks = String::new();
    for (index, &(name, bound)) in GAMES.iter().enumerate() {
        let mut game = moves::games::find(name).unwrap();
        let about = *game.about();
        let found = guess(game.as_mut(), bound, about.play).unwrap();
        let rule = found
            .found
            .unwrap_or_else(|miss| panic!("{name}: {miss:?}"));
        let (signature, call): (&str, fn(&[u64]) -> String) = match about.shape {
            Shape::Numbers([p]) => {
                assert_eq!(p.name, "n");
                ("n: u64", |v| format!("{}", v[0]))
            }
            Shape::Numbers([p, q]) => {
                let signature = format!("{}: u64, {}: u64", p.name, q.name);
                program.push_str(&format!(
                    "fn rule{index}({signature}) -> bool {{ {} }}\n",
                    rule.rust
                ));
                let mut game = moves::games::find(name).unwrap();
                for a in p.lowest..=12 {
                    for b in q.lowest..=12 {
                        // Numbers that give no position (chomp's b > a) have no answer to check.
                        let Some(outcome) = game.outcome(&[a, b], about.play) else {
                            continue;
                        };
                        let wins = outcome == Outcome::Win;
                        let _ = writeln!(
                            checks,
                            "    check(rule{index}({a}, {b}) == {wins}, \"{name} {a} {b}\");"
                        );
                    }
                }
                continue;
            }
            Shape::Heaps => ("heaps: &[u64]", |v| format!("&{v:?}")),
            Shape::Cells => ("cells: &[u64]", |v| format!("&{v:?}")),
            Shape::Numbers(_) => unreachable!("one or two numbers"),
        };
        program.push_str(&format!(
            "fn rule{index}({signature}) -> bool {{ {} }}\n",
            rule.rust
        ));
        let mut game = moves::games::find(name).unwrap();
        let positions: Vec<Vec<u64>> = match about.shape {
            Shape::Numbers([p]) => (p.lowest..=bound.min(400)).map(|n| vec![n]).collect(),
            Shape::Heaps => [
                vec![],
                vec![1, 1],
                vec![2, 5, 7],
                vec![1, 1, 1],
                vec![3, 3, 9],
                vec![4, 6, 11],
            ]
            .into_iter()
            .chain((0..=12).map(|n| vec![n]))
            .collect(),
            _ => vec![
                vec![1, 2, 3],
                vec![3],
                vec![2, 5, 9],
                vec![1, 5, 6, 7, 9, 12],
            ],
        };
        for position in positions {
            let wins = game.outcome(&position, about.play).unwrap() == Outcome::Win;
            let _ = writeln!(
                checks,
                "    check(rule{index}({}) == {wins}, \"{name} {position:?}\");",
                call(&position)
            );
        }
    }
    for (index, &(name, over, positions)) in ACROSS.iter().enumerate() {
        let over: Vec<Over> = over.iter().map(|o| Over::parse(o).unwrap()).collect();
        let make = || moves::games::find(name).unwrap();
        let about = *make().about();
        let across = guess_over(&make, &over, &[], 40, about.play).unwrap();
        let rule = across
            .rule
            .unwrap_or_else(|| panic!("{name}: no rule across"));
        let Shape::Numbers(numbers) = about.shape else {
            unreachable!("a game of numbers")
        };
        let signature: Vec<String> = numbers.iter().map(|p| format!("{}: u64", p.name)).collect();
        program.push_str(&format!(
            "fn across{index}({}) -> bool {{ {} }}\n",
            signature.join(", "),
            rule.rust
        ));
        let mut game = make();
        for position in positions {
            let wins = game.outcome(position, about.play).unwrap() == Outcome::Win;
            let call: Vec<String> = position.iter().map(u64::to_string).collect();
            let _ = writeln!(
                checks,
                "    check(across{index}({}) == {wins}, \"{name} {position:?}\");",
                call.join(", ")
            );
        }
    }
    calendar_year(&mut program, &mut checks);
    exceptions_of_each_shape(&mut program, &mut checks);
    values_across(&mut program, &mut checks);
    program.push_str(
        "fn check(ok: bool, what: &str) { if !ok { eprintln!(\"disagrees: {what}\"); std::process::exit(1); } }\n",
    );
    program.push_str(&format!("fn main() {{\n{checks}}}\n"));
    let directory = std::env::temp_dir().join(format!("explore-paste-{}", std::process::id()));
    std::fs::create_dir_all(&directory).unwrap();
    let source = directory.join("paste.rs");
    std::fs::write(&source, &program).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let binary = directory.join("paste");
    // The current compiler builds what runs; Rust 1.63 (Debian's, where `.ci/run` installs it)
    // must accept the same text, since judges run old compilers.
    let old = std::path::Path::new("/usr/bin/rustc");
    let compilers = [
        Some(rustc.as_str()),
        old.exists().then_some("/usr/bin/rustc"),
    ];
    for (i, compiler) in compilers.into_iter().flatten().enumerate() {
        let compiled = Command::new(compiler)
            .args(["--edition", "2021", "-o"])
            .arg(binary.with_extension(i.to_string()))
            .arg(&source)
            .output()
            .unwrap();
        assert!(
            compiled.status.success(),
            "{compiler}: {}\n{program}",
            String::from_utf8_lossy(&compiled.stderr)
        );
    }
    let binary = binary.with_extension("0");
    let run = Command::new(&binary).output().unwrap();
    let _ = std::fs::remove_dir_all(&directory);
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
}
