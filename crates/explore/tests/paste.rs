//! The Rust that `guess` prints is meant to be pasted into `solve`: every rule it finds for the
//! catalogue's games is pasted into one program here, compiled with rustc, and run against the
//! solver's own answers for every position it checked.

use moves::explore::Shape;
use moves::guess::across::{guess_over, Over};
use moves::guess::guess;
use moves::loopy::Outcome;
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
];

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
