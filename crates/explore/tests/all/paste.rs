//! The Rust that `guess` prints is meant to be pasted into `solve`: every rule it finds for the
//! catalogue's games is pasted into one program here, compiled with rustc, and run against the
//! solver's own answers for every position it checked. And no rule it prints, found or nearest,
//! panics on a position its claim names.

use guess::across::{guess_over, Over};
use guess::exceptions::with_exceptions;
use guess::values::values_over;
use guess::{guess, Candidate, Claim, Predict, Rule};
use moves::explore::{About, Explore, Explorer, Fixed, Shape};
use moves::loopy::{Outcome, Value};
use moves::search::{Game, Play};
use moves::Parameter;
use rustc_cache::{Cache, Compilation, Output, Rustc};
use std::fmt::Write as _;
use std::path::Path;
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

/// A game whose outcomes are given: from a position the only move, where `wins` says the
/// player to move wins, is to the end (`None`, which no numbers give).
struct Given(fn(&[u64]) -> bool);
impl Game for Given {
    type Position = Option<Vec<u64>>;
    fn options(
        &self,
        position: &Self::Position,
        visit: &mut dyn FnMut(Self::Position) -> bool,
    ) -> bool {
        position
            .as_ref()
            .is_some_and(|numbers| (self.0)(numbers) && visit(None))
    }
}

fn given(
    name: &'static str,
    numbers: &'static [Parameter],
    wins: fn(&[u64]) -> bool,
) -> Box<dyn Explore> {
    let about = About::two_numbers(name, "", numbers, 12);
    Explorer::boxed(about, Given(wins), |numbers| Some(Some(numbers.to_vec())))
}

/// Rules over numbers that can be 0, run on every position they name. A trial's nearest rule
/// for a game of c and s, s from 0, was `c % (s) != 0`, which panicked at s = 0; the interval
/// ends across parameters were `-p + 3`, which does not compile on u64, and `q - p + 1`, which
/// overflows at q = p - 1.
fn numbers_from_zero(program: &mut String, checks: &mut String) {
    const CS: &[Parameter] = &[Parameter::new("c", 0), Parameter::new("s", 0)];
    // The rule found: the player to move loses iff s > 0 divides c.
    fn multiple(v: &[u64]) -> bool {
        !(v[1] > 0 && v[0].is_multiple_of(v[1]))
    }
    let found = guess(&mut *given("multiple", CS, multiple), 12, Play::Normal).unwrap();
    let rule = found.found.unwrap();
    program.push_str(&format!(
        "fn multiple(c: u64, s: u64) -> bool {{ {} }}\n",
        rule.rust
    ));
    for v in found.claim.positions() {
        let wins = multiple(&v);
        let (c, s) = (v[0], v[1]);
        let _ = writeln!(
            checks,
            "    check(multiple({c}, {s}) == {wins}, \"multiple {c} {s}\");"
        );
    }
    // The nearest rule: the same, but the mover loses at (c, c - 1) for odd c >= 3 as well,
    // one more such position at each larger bound, so that no exception is taken.
    fn turned(v: &[u64]) -> bool {
        let next = v[0] >= 3 && v[0] % 2 == 1 && v[0] == v[1] + 1;
        multiple(v) && !next
    }
    let near = guess(&mut *given("turned", CS, turned), 12, Play::Normal).unwrap();
    let miss = near.found.unwrap_err().expect("a nearest rule");
    assert_eq!(miss.rule.family, "relation", "{miss:?}");
    program.push_str(&format!(
        "fn turned(c: u64, s: u64) -> bool {{ {} }}\n",
        miss.rule.rust
    ));
    // It agrees where guess said it does, on every position it names.
    let named: Vec<String> = near
        .claim
        .positions()
        .iter()
        .map(|v| format!("({}, {}, {})", v[0], v[1], turned(v)))
        .collect();
    let _ = writeln!(
        checks,
        "    check([{}].iter().filter(|&&(c, s, wins)| turned(c, s) == wins).count() == {}, \"turned agrees\");",
        named.join(", "),
        miss.agreed
    );
    // Across p = 1..=3: the player to move loses iff 3 - p <= n mod (p + 2) <= p + 1.
    const NP: &[Parameter] = &[Parameter::new("n", 0), Parameter::new("p", 1)];
    fn falling(v: &[u64]) -> bool {
        let (n, p) = (v[0], v[1]);
        !(3u64.saturating_sub(p)..=p + 1).contains(&(n % (p + 2)))
    }
    across_pasted("falling", NP, falling, &["p=1..3"], program, checks);
    // Across q = 1..=3 and p = 1..=2: the player to move loses iff q + 1 - p <= n mod (q + 2)
    // <= q + 1, whose lower end is 0 at q = 1, p = 2.
    const NQP: &[Parameter] = &[
        Parameter::new("n", 0),
        Parameter::new("q", 1),
        Parameter::new("p", 1),
    ];
    fn widening(v: &[u64]) -> bool {
        let (n, q, p) = (v[0], v[1], v[2]);
        !((q + 1).saturating_sub(p)..=q + 1).contains(&(n % (q + 2)))
    }
    across_pasted(
        "widening",
        NQP,
        widening,
        &["q=1..3", "p=1..2"],
        program,
        checks,
    );
}

/// The rule `guess --over` finds for the given game `name` over `ranges`, pasted as a function
/// of the game's numbers and checked on every position of every setting.
fn across_pasted(
    name: &'static str,
    numbers: &'static [Parameter],
    wins: fn(&[u64]) -> bool,
    ranges: &[&str],
    program: &mut String,
    checks: &mut String,
) {
    let make = || given(name, numbers, wins);
    let over: Vec<Over> = ranges.iter().map(|o| Over::parse(o).unwrap()).collect();
    let across = guess_over(&make, &over, &[], 30, Play::Normal).unwrap();
    let rule = across.rule.expect("an interval across the settings");
    assert_eq!(rule.family, "period across parameters", "{name}");
    let signature: Vec<String> = numbers.iter().map(|p| format!("{}: u64", p.name)).collect();
    program.push_str(&format!(
        "fn {name}({}) -> bool {{ {} }}\n",
        signature.join(", "),
        rule.rust
    ));
    for setting in &across.settings {
        for free in setting.guess.claim.positions() {
            // The free number first, then the parameters in the game's order, which the
            // ranges follow here.
            let mut all = free.clone();
            all.extend(&setting.values);
            let call: Vec<String> = all.iter().map(u64::to_string).collect();
            let _ = writeln!(
                checks,
                "    check({name}({}) == {}, \"{name} {all:?}\");",
                call.join(", "),
                wins(&all)
            );
        }
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
    numbers_from_zero(&mut program, &mut checks);
    compile_and_run("paste", program, &checks, true);
}

/// Compiles `program` with `main` running `checks` (each a `check(ok, what)` line), with the
/// current rustc and, when `old` and it is installed, with Rust 1.63; then runs it and fails
/// on a check that fails or a panic.
fn compile_and_run(name: &str, mut program: String, checks: &str, old: bool) {
    program.push_str(
        "fn check(ok: bool, what: &str) { if !ok { eprintln!(\"disagrees: {what}\"); std::process::exit(1); } }\n",
    );
    program.push_str(&format!("fn main() {{\n{checks}}}\n"));
    let directory = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("explore-{name}"));
    std::fs::create_dir_all(&directory).unwrap();
    let source = directory.join("paste.rs");
    std::fs::write(&source, &program).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string());
    let binary = directory.join("paste");
    // The current compiler builds what runs; Rust 1.63 (Debian's, where `.ci/run` installs it)
    // must accept the same text, since judges run old compilers.
    let installed = Path::new("/usr/bin/rustc").exists();
    let compilers = [
        Some(rustc.as_str()),
        (old && installed).then_some("/usr/bin/rustc"),
    ];
    // Through a cache of builds (the rustc-cache crate, whose key holds the text, the compiler
    // and its flags): the program is the same from run to run while guess and the catalogue
    // are, and rustc was most of this file's time.
    let cache = Cache::new(Path::new(env!("CARGO_TARGET_TMPDIR")).join("rustc-cache"));
    for (i, compiler) in compilers.into_iter().flatten().enumerate() {
        let compiler = Rustc::at(compiler.as_ref()).unwrap_or_else(|e| panic!("{e}"));
        let executable = binary.with_extension(i.to_string());
        let compilation = Compilation {
            rustc: &compiler,
            args: vec!["--edition".into(), "2021".into()],
            source: &source,
            output: Output::Executable(&executable),
        };
        let rustc_cache::Outcome { success, stderr } = cache
            .compile(&compilation)
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(
            success,
            "{}: {}\n{program}",
            compiler.version(),
            String::from_utf8_lossy(&stderr)
        );
    }
    let binary = binary.with_extension("0");
    let run = Command::new(&binary).output().unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
}

/// The largest bound the rules of every game are guessed at here: the programs below list an
/// outcome for every position, and hdu-1517's million would make a megabyte of source.
const NAMED_BOUND: u64 = 300;

/// The rules pasted so far, and the lines of `main` that run them.
#[derive(Default)]
struct Pasted {
    program: String,
    checks: String,
    rules: usize,
}

impl Pasted {
    /// A rule pasted as a function of the position's numbers, run on every position `claim`
    /// names, in the claim's order; each result compared with what `predict` says where there
    /// is one (the rule found), only computed where there is none (the nearest rule, which gets
    /// some of them wrong), so that a panic on a position named fails the program.
    fn run_on_named(
        &mut self,
        what: &str,
        rule: &Rule,
        numbers: Shape,
        claim: &Claim,
        predict: Option<&Predict>,
    ) {
        let index = self.rules;
        self.rules += 1;
        let signature = match numbers {
            Shape::Numbers(parameters) => {
                let names: Vec<String> = parameters
                    .iter()
                    .map(|p| format!("{}: u64", p.name))
                    .collect();
                names.join(", ")
            }
            Shape::Heaps => "heaps: &[u64]".to_string(),
            Shape::Cells => "cells: &[u64]".to_string(),
        };
        let _ = writeln!(
            self.program,
            "fn r{index}({signature}) -> bool {{ {} }}",
            rule.rust
        );
        let positions = claim.positions();
        let expected: String = match predict {
            Some(predict) => positions
                .iter()
                .map(|v| if predict.wins(v) { '1' } else { '0' })
                .collect(),
            None => String::new(),
        };
        // Each result against the expected one, or kept from being optimised away.
        let judge = format!(
            "if EXPECTED.is_empty() {{ std::hint::black_box(got); }} else {{ check(got == (EXPECTED[at] == b'1'), \"{what}\"); }} at += 1;"
        );
        let walk = match claim {
            Claim::Numbers(ranges) => {
                let mut walk = String::new();
                for (name, low, high) in ranges {
                    let _ = write!(walk, "for {name} in {low}u64..={high} {{ ");
                }
                let names: Vec<&str> = ranges.iter().map(|r| r.0).collect();
                let _ = write!(walk, "let got = r{index}({}); {judge}", names.join(", "));
                walk.push_str(&" }".repeat(ranges.len()));
                walk
            }
            Claim::Lists { .. } => {
                let lists: Vec<String> = positions.iter().map(|l| format!("&{l:?}[..]")).collect();
                format!(
                    "for list in [{}] {{ let got = r{index}(list); {judge} }}",
                    lists.join(", ")
                )
            }
        };
        let _ = writeln!(
            self.checks,
            "    {{ const EXPECTED: &[u8] = b\"{expected}\"; let mut at = 0; {walk} }}"
        );
    }
}

/// What `guess` printed for a position: the rule found, or the nearest.
fn printed(found: &Result<Rule, Option<Box<guess::Miss>>>) -> Option<&Rule> {
    match found {
        Ok(rule) => Some(rule),
        Err(miss) => miss.as_ref().map(|miss| &miss.rule),
    }
}

/// A trial printed the nearest rule of a game of c and s, s from 0, as `c % (s) != 0`, which
/// divides by zero on the positions with s = 0. Here every rule `guess` prints for the
/// catalogue, under both plays and for every setting of a game of more numbers, found or
/// nearest, runs on every position its claim names; the rules found also give the answers
/// they claim.
#[test]
fn no_printed_rule_panics_on_a_position_it_names() {
    let mut pasted = Pasted::default();
    for make in moves::games::CATALOGUE {
        let about = *make().about();
        let name = about.name;
        let bound = about.upto.min(NAMED_BOUND);
        if !about.over.is_empty() {
            // Under its own play, each setting's rule (the test above pastes the rules across).
            let over: Vec<Over> = about.over.iter().map(|o| Over::parse(o).unwrap()).collect();
            let make = || moves::games::find(name).unwrap();
            let across = guess_over(&make, &over, &[], about.upto, about.play).unwrap();
            for setting in &across.settings {
                let held: Vec<(String, u64)> = over
                    .iter()
                    .map(|o| o.name.clone())
                    .zip(setting.values.iter().copied())
                    .collect();
                let numbers = Fixed::new(make(), &held).unwrap().about().shape;
                if let Some(rule) = printed(&setting.guess.found) {
                    let predict = setting.guess.predict.as_ref();
                    let values: Vec<String> =
                        held.iter().map(|(n, v)| format!("{n} = {v}")).collect();
                    let what = format!("{name} at {}", values.join(", "));
                    pasted.run_on_named(&what, rule, numbers, &setting.guess.claim, predict);
                }
            }
            continue;
        }
        for play in [Play::Normal, Play::Misere] {
            let mut game = make();
            let found = match guess(game.as_mut(), bound, play) {
                Ok(found) => found,
                // A game with draws is refused, and says so: nothing is printed to paste.
                Err(message) if message.contains("is a draw") => continue,
                Err(message) => panic!("{name} under {play:?}: {message}"),
            };
            if let Some(rule) = printed(&found.found) {
                let what = format!("{name} under {play:?}");
                let predict = found.predict.as_ref();
                pasted.run_on_named(&what, rule, about.shape, &found.claim, predict);
            }
        }
    }
    assert!(pasted.rules >= 40, "{} rules pasted", pasted.rules);
    let program = String::from("#![allow(unused_parens, unused_variables)]\n") + &pasted.program;
    compile_and_run("named", program, &pasted.checks, false);
}
