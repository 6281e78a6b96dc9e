//! `explore guess NAME [--upto N] [--misere] [--json]`: the rule behind a game's outcomes, found
//! by the `guess` crate from the game's moves alone and checked over every position up to the
//! bound. NAME is a game of the catalogue (`moves::games`) or a problem, meaning its game.
//!
//! A rule that agrees with every position is printed three ways (words, the README's formula
//! form, Rust) with the bound and the number of positions it was checked on: checked, not
//! proven. When no family fits, the nearest is named with its counterexamples (up to ten), and
//! the exit status is 1. `--over ... --values` fits the Grundy values of every setting instead.

use clap::{value_parser, Arg, ArgMatches, Command};
use guess::across::{guess_over_within, Across, Over};
use guess::values::{values_within, ValuesAcross};
use guess::{counted, guess_within, Guess, Miss, Rule, TimeLimit};
use moves::explore::Explore;
use moves::search::Play;
use serde_json::{json, Map, Value};
use std::io::Write as _;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use crate::{closest, fail, fix_arg, flag, open_game, passed};
use crate::{problem_game, time_limit, tree_guess};
use guess::trees::Fit;

pub fn command() -> Command {
    Command::new("guess")
        .about("Find the simplest rule that agrees with every position of a game up to a bound")
        .long_about(
            "Solve every position of the game up to --upto from its moves, try a library of rule \
             families (periods, arithmetic periods, recurrent sequences, geometric intervals, \
             relations between two numbers, Beatty pairs, XOR of one-heap values, misère Nim's \
             exception, digit-wise counts, pairing, staircase, and any of them with a few \
             exceptions that stay the same at a larger bound), and print the simplest rule that \
             agrees with all of them: in words, as the README's formula, and as Rust. The rule \
             is checked to the bound, not proven; a guess stops at its time limit (a minute \
             unless --time-limit says otherwise) and says how far it got. NAME is a game (an \
             unknown name lists them) or a problem, meaning the game it plays. --all takes no \
             other option but --time-limit, which each problem's guess gets in full.",
        )
        .after_help(time_limit::statuses(Some("no rule fits (the nearest is named)")))
        .arg(game_arg().required(false))
        .arg(flag(
            "all",
            "Guess every problem's game with its default bound and print a Markdown table of the \
             rules found and the time each took (the README's table and its benchmark)",
        )
            // Each game is guessed its own way, at its own bound: a per-game option there would
            // be ignored, so it is refused.
            .conflicts_with_all(["upto", "misere", "json", "fix"]),
        )
        .group(
            clap::ArgGroup::new("which")
                .args(["name", "all"])
                .required(true),
        )

        .arg(
            Arg::new("upto")
                .long("upto")
                .value_name("N")
                .help("The bound: the largest value of each number (or heap) [default: the game's]")
                .value_parser(value_parser!(u64)),
        )
        .arg(flag(
            "misere",
            "Play misère (who cannot move wins) instead of the game's own play",
        ))
        .arg(flag(
            "json",
            "Print one JSON object: family, parameters, bound, positions, counterexamples",
        ))
        .arg(fix_arg())
        .arg(
            Arg::new("over")
                .long("over")
                .value_name("NAME=LOW..HIGH")
                .action(clap::ArgAction::Append)
                .value_parser(Over::parse)
                .conflicts_with_all(["all", "json"])
                .help(
                    "Find the rule at every value of a parameter, then one rule across them \
                     (p=1..6, then q=p..8 may name an earlier one); repeatable",
                ),
        )
        .arg(
            flag(
                "values",
                "With --over: fit the Grundy values g(n) of every setting (one free number) \
                 with one rule affine in the parameters, as g(n) = n mod (m + 1)",
            )
            .requires("over")
            .conflicts_with("misere"),
        )
        .arg(time_limit::arg())
        .arg(
            // `--all`'s row for one problem, printed by the problem's spec tool.
            flag("row", "").hide(true).requires("name"),
        )
}

/// A game or problem by name, checked by [`find_game`] so that a typo gets the nearest name.
pub fn game_arg() -> Arg {
    Arg::new("name")
        .value_name("NAME")
        .required(true)
        .help("A game (wythoff, lasker, ...) or a problem (poj-1067), meaning its game")
}

/// The game called `name` (or played by the problem `name`, inside its spec tool), or the
/// `error:` line: for a problem of the workspace that has no spec yet, what to write; else the
/// nearest known name.
pub fn find_game(name: &str) -> Result<Box<dyn Explore>, String> {
    if let Some(game) = moves::games::find(name) {
        return Ok(game);
    }
    if let Some(problem) = problem_game::inside().filter(|problem| problem.name == name) {
        if problem.game.is_none() && problem.tree_values.is_some() {
            return Err(format!(
                "{name}'s game is played on the tree each case gives, so it has no positions by \
                 number: `cargo make guess {name}` fits a vertex's value to its children's on \
                 every small tree, and `cargo make sg {name} --input FILE` prints each vertex's \
                 value in the trees of FILE"
            ));
        }
        return problem.game.map(|explore| explore()).ok_or_else(|| {
            format!(
                "{name}'s spec names no game to explore by name: where each case of its input \
                 gives its game (a graph), `cargo make sg {name} --input FILE` prints each \
                 position's value in the game of each case of FILE; otherwise name the game in \
                 its spec (`oracles::plays!`, README \"A game is its moves\")"
            )
        });
    }
    if let Some(message) = std::env::current_dir()
        .ok()
        .and_then(|here| no_spec_yet(name, &here))
    {
        return Err(message);
    }
    let games = moves::games::names();
    let mut known: Vec<String> = games.iter().map(|name| name.to_string()).collect();
    known.extend(problem_game::problems_with_a_spec());
    Err(match closest(name, &known) {
        Some(near) => format!(
            "no game or problem `{name}`; did you mean `{near}`? (games: {})",
            games.join(", ")
        ),
        None => format!("no game or problem `{name}` (games: {})", games.join(", ")),
    })
}

/// For a problem of the workspace at or above `here` that has no spec yet, what to write; `None`
/// for any other name.
fn no_spec_yet(name: &str, here: &Path) -> Option<String> {
    if !problem_game::is_plain_name(name) {
        return None;
    }
    let root = problem_game::root_above(here)?;
    let folder = root.join("problems").join(name);
    (folder.is_dir() && !folder.join("spec.rs").is_file()).then(|| {
        format!(
            "{name} is a problem with no spec yet: write problems/{name}/spec.rs with its game \
             (`const GAME`, README, \"Add a problem\")"
        )
    })
}

/// The values of the tree game of the problem `name`, inside its spec tool, where each case
/// gives its tree.
fn tree_values_of(name: &str) -> Option<moves::rules::TreeValuesOf> {
    let problem = problem_game::inside().filter(|problem| problem.name == name)?;
    problem
        .game
        .is_none()
        .then_some(problem.tree_values)
        .flatten()
}

/// The problems whose game `name` is, for the output: the problem itself inside its spec tool.
fn problems_of(name: &str) -> Vec<&'static str> {
    problem_game::inside()
        .filter(|problem| problem.name == name)
        .map(|problem| vec![problem.name])
        .unwrap_or_default()
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    if matches.get_flag("all") {
        return all(matches);
    }
    let name = matches
        .get_one::<String>("name")
        .expect("required without --all");
    if matches.get_flag("row") {
        return row(name, matches);
    }
    if let Some(values) = tree_values_of(name) {
        return tree_guess::run(name, values, matches);
    }
    let mut game = match open_game(name, matches) {
        Ok(game) => game,
        Err(message) => return fail(&message),
    };
    let about = *game.about();
    let bound = matches
        .get_one::<u64>("upto")
        .copied()
        .unwrap_or(about.upto);
    let play = if matches.get_flag("misere") {
        Play::Misere
    } else {
        about.play
    };
    let started = Instant::now();
    let limit = time_limit::from(matches);
    if let Some(over) = matches.get_many::<Over>("over") {
        let over: Vec<Over> = over.cloned().collect();
        let fixed = crate::fixed(matches);
        let make = || find_game(name).expect("found above");
        if matches.get_flag("values") {
            return match values_within(&make, &over, &fixed, bound, &limit) {
                Ok(values) => {
                    let seconds = started.elapsed().as_secs_f64();
                    crate::print(&values_text(&values, about.rules, seconds));
                    finished(values.rule.is_some(), &limit)
                }
                Err(message) => time_limit::refused(&message, &limit),
            };
        }
        return match guess_over_within(&make, &over, &fixed, bound, play, &limit) {
            Ok(across) => {
                let seconds = started.elapsed().as_secs_f64();
                crate::print(&across_text(&across, about.rules, seconds));
                finished(across.rule.is_some(), &limit)
            }
            Err(message) => time_limit::refused(&message, &limit),
        };
    }
    let found = match guess_within(game.as_mut(), bound, play, &limit) {
        Ok(found) => found,
        Err(message) => return time_limit::refused(&message, &limit),
    };
    let seconds = started.elapsed().as_secs_f64();
    let text = if matches.get_flag("json") {
        format!("{}\n", to_json(&found, &problems_of(name), seconds))
    } else {
        to_text(&found, about.rules, &problems_of(name), seconds)
    };
    // A closed pipe (`| head`) is the reader's choice, not an error worth a panic.
    let mut out = std::io::stdout().lock();
    let _ = out.write_all(text.as_bytes()).and_then(|()| out.flush());
    finished(found.found.is_ok(), &limit)
}

/// The exit status of a guess that printed what it found: whether a rule fits, unless the time
/// limit cut a step short on the way (a near rule's exceptions, checked at a larger bound: its
/// note says so), when a longer limit may find more.
fn finished(fits: bool, limit: &TimeLimit) -> ExitCode {
    if !limit.reached() {
        return passed(fits);
    }
    time_limit::stopped(&format!(
        "guess stopped at {} while checking a near rule's exceptions at a larger bound (the \
         note above); every position it names was solved; {}",
        limit.named(),
        limit.longer()
    ))
}

/// `--all`: one row per problem with a spec, in alphabetical order, with the time its guess
/// took (solving included); each guess gets the whole `--time-limit`. Each problem's spec names
/// its game, so each row comes from the problem's spec tool ([`row`]); they are built first, in
/// one cargo command, so that a cold first run builds them in parallel, and then run directly.
fn all(matches: &ArgMatches) -> ExitCode {
    let problems = problem_game::problems_with_a_spec();
    let tools = match problem_game::build_spec_tools(&problems) {
        Ok(tools) => tools,
        Err(message) => return fail(&message),
    };
    println!("| problem | game | family | rule found | checked | positions | time |");
    println!("|---|---|---|---|---|--:|--:|");
    let mut every_one_fits = true;
    let mut stopped = 0;
    let mut notes = String::new();
    let limit = time_limit::from(matches);
    for problem in &problems {
        let mut arguments: Vec<std::ffi::OsString> =
            vec!["guess".into(), problem.into(), "--row".into()];
        if let Some(seconds) = matches.get_one::<u64>("time-limit") {
            arguments.extend(["--time-limit".into(), seconds.to_string().into()]);
        }
        let output = match problem_game::built_spec_tool(&tools[problem], &arguments).output() {
            Ok(output) => output,
            Err(error) => return fail(&format!("cannot run {problem}'s spec tool: {error}")),
        };
        let text = String::from_utf8_lossy(&output.stdout);
        match output.status.code() {
            Some(code) if code == i32::from(cli::exit::TIME_LIMIT) => stopped += 1,
            Some(0) => {}
            _ => every_one_fits = false,
        }
        if text.starts_with('|') {
            print!("{text}");
        } else if text.is_empty() {
            let said = String::from_utf8_lossy(&output.stderr);
            let said = said.lines().last().unwrap_or("no row").replace('|', "\\|");
            println!("| {problem} | | refused | {said} | | | |");
        } else {
            notes.push_str(&text);
        }
    }
    print!("{notes}");
    if stopped > 0 {
        return time_limit::stopped(&format!(
            "guess --all: {} stopped at {} (the rows marked stopped); the others are done; {}",
            counted(stopped, "guess"),
            limit.named(),
            limit.longer()
        ));
    }
    passed(every_one_fits)
}

/// `guess NAME --row`, in the problem's spec tool: its row of `--all`, or for a problem whose
/// input gives its game the note that says so. The status is 1 where no rule fits or the game
/// refuses, and the time limit's where it stopped.
fn row(problem: &str, matches: &ArgMatches) -> ExitCode {
    let started = Instant::now();
    let limit = time_limit::from(matches);
    let game = match problem_game::inside().filter(|inside| inside.name == problem) {
        Some(inside) => inside.game,
        None => return fail(&format!("{problem}: --row is for a problem's spec tool")),
    };
    if let Some(values) = tree_values_of(problem) {
        let started = Instant::now();
        return match tree_guess::guess_trees(values, tree_guess::DEFAULT_VERTICES) {
            Ok(guess) => {
                let seconds = started.elapsed().as_secs_f64();
                let (family, rule) = match &guess.fit {
                    Fit::Found(rule) => ("tree", rule.to_string()),
                    Fit::NoneFits(..) => ("none fits", String::new()),
                };
                let checked = format!("every rooted tree to {} vertices", guess.vertices);
                crate::print(&format!(
                    "| {problem} | {problem} | {family} | {rule} | {checked} | {} | {seconds:.2} s |\n",
                    guess.positions
                ));
                passed(matches!(guess.fit, Fit::Found(_)))
            }
            Err(message) => fail(&message),
        };
    }
    let Some(game) = game else {
        crate::print(&format!(
            "\n{problem} is not in the table: its input defines its game; its values come from \
             `cargo make sg {problem} --input FILE`\n"
        ));
        return passed(true);
    };
    let name = game().about().name;
    let (row, status) = match all_row(problem, &limit) {
        Err(message) if limit.reached() => (
            format!("stopped | {} | | |", message.replace('|', "\\|")),
            time_limit::stopped(&message),
        ),
        Ok((family, rule, checked, positions)) => {
            let seconds = started.elapsed().as_secs_f64();
            let fits = family != "none fits";
            (
                format!(
                    "{family} | {} | {checked} | {positions} | {seconds:.2} s",
                    rule.replace('|', "\\|")
                ),
                passed(fits),
            )
        }
        Err(message) => (
            format!("refused | {} | | |", message.replace('|', "\\|")),
            passed(false),
        ),
    };
    crate::print(&format!("| {problem} | {name} | {row} |\n"));
    status
}

/// One row of `--all`: the family, the rule, what was checked and how many positions; a game
/// of more than two numbers is guessed across its `over` ranges.
fn all_row(problem: &str, limit: &TimeLimit) -> Result<(String, String, String, u64), String> {
    let mut game = find_game(problem)?;
    let about = *game.about();
    if !about.over.is_empty() {
        let over: Vec<Over> = about
            .over
            .iter()
            .map(|o| Over::parse(o))
            .collect::<Result<_, _>>()?;
        let make = || find_game(problem).expect("found above");
        let across = guess_over_within(&make, &over, &[], about.upto, about.play, limit)?;
        return Ok(match across.rule {
            Some(rule) => (
                rule.family.to_string(),
                rule.formula,
                across.checked,
                across.positions,
            ),
            None => (
                "none fits".into(),
                "no rule across the settings".into(),
                across.checked,
                across.positions,
            ),
        });
    }
    let found = guess_within(game.as_mut(), about.upto, about.play, limit)?;
    let (family, rule) = match &found.found {
        Ok(rule) => (rule.family.to_string(), rule.formula.clone()),
        Err(nearest) => {
            let near = nearest.as_ref().map_or("none".to_string(), |miss| {
                format!(
                    "{}; first counterexample {}",
                    miss.rule.family, miss.counterexamples[0]
                )
            });
            ("none fits".to_string(), format!("nearest: {near}"))
        }
    };
    Ok((family, rule, found.checked, found.positions))
}

fn play_name(play: Play) -> &'static str {
    match play {
        Play::Normal => "normal play",
        Play::Misere => "misère play",
    }
}

fn to_text(found: &Guess, rules: &str, problems: &[&str], seconds: f64) -> String {
    let mut text = found.game.to_string();
    if !problems.is_empty() {
        text.push_str(&format!(" (plays in {})", problems.join(", ")));
    }
    text.push_str(&format!(": {rules}; {}\n", play_name(found.play)));
    text.push_str(&format!(
        "solved from the rules: {}, {}, in {seconds:.1} s\n",
        found.checked,
        counted(found.positions, "position")
    ));
    for note in &found.notes {
        text.push_str(&format!("note: {note}\n"));
    }
    match &found.found {
        Ok(rule) => {
            text.push_str(&format!(
                "rule ({}, checked on {} above, not proven):\n",
                rule.family,
                match found.positions {
                    1 => "the 1 position".to_string(),
                    n => format!("all {n} positions"),
                }
            ));
            text.push_str(&rule_lines(rule));
        }
        Err(nearest) => {
            text.push_str(&format!(
                "no family fits the {} above.\n",
                counted(found.positions, "position")
            ));
            match nearest {
                Some(miss) => text.push_str(&miss_lines(miss)),
                None => text.push_str("no family proposed a rule for these positions\n"),
            }
        }
    }
    text
}

/// What `--over` found: the rule across the settings, or each setting's rule as a table.
fn across_text(across: &Across, rules: &str, seconds: f64) -> String {
    let mut text = format!("{}: {rules}; {}\n", across.game, play_name(across.play));
    text.push_str(&format!(
        "solved from the rules: {}, {}, in {seconds:.1} s\n",
        across.checked,
        counted(across.positions, "position")
    ));
    match &across.rule {
        Some(rule) => {
            text.push_str(&format!(
                "rule across the settings ({}, checked on every position of every setting, not proven):\n",
                rule.family
            ));
            text.push_str(&rule_lines(rule));
        }
        None => {
            text.push_str(
                "no rule fits across the settings (no period and losing interval that are \
                 affine in the parameters, and the settings' rules differ); each setting's rule:\n",
            );
            text.push_str(&format!(
                "| {} | rule | family |\n",
                across.names.join(" | ")
            ));
            text.push_str(&format!("|{}---|---|\n", "---|".repeat(across.names.len())));
            for setting in &across.settings {
                let values: Vec<String> = setting.values.iter().map(u64::to_string).collect();
                let (rule, family) = match &setting.guess.found {
                    Ok(rule) => (rule.formula.clone(), rule.family.to_string()),
                    // The first counterexample only: a cell of ten made lines of hundreds of
                    // characters; `guess` at that setting lists them all.
                    Err(Some(miss)) => (
                        format!(
                            "none fits; nearest: {} ({} of {} wrong, the first: {})",
                            miss.rule.formula,
                            miss.wrong,
                            counted(miss.agreed + miss.wrong, "position"),
                            miss.counterexamples[0]
                        ),
                        miss.rule.family.to_string(),
                    ),
                    Err(None) => (
                        "none fits; no family proposed a rule".to_string(),
                        String::new(),
                    ),
                };
                text.push_str(&format!(
                    "| {} | {} | {family} |\n",
                    values.join(" | "),
                    rule.replace('|', "\\|")
                ));
            }
        }
    }
    text
}

/// The nearest rule, its counterexamples (up to ten) and the rule itself.
fn miss_lines(miss: &Miss) -> String {
    let listed = miss.counterexamples.len() as u64;
    let mut text = format!(
        "nearest: {} ({} agree, {} do not); {}:\n",
        miss.rule.family,
        counted(miss.agreed, "position"),
        miss.wrong,
        if listed < miss.wrong {
            format!("the first {listed} counterexamples")
        } else if listed == 1 {
            "its counterexample".to_string()
        } else {
            "every counterexample".to_string()
        }
    );
    for counterexample in &miss.counterexamples {
        text.push_str(&format!("  - {counterexample}\n"));
    }
    text.push_str(&rule_lines(&miss.rule));
    text
}

/// What `--over ... --values` found: the value rule across the settings, or each setting's own.
fn values_text(found: &ValuesAcross, rules: &str, seconds: f64) -> String {
    let mut text = format!("{}: {rules}; Grundy values (normal play)\n", found.game);
    text.push_str(&format!(
        "solved from the rules: {}, {} values, in {seconds:.1} s\n",
        found.checked, found.positions
    ));
    match &found.rule {
        Some((rule, _)) => {
            text.push_str(&format!(
                "values across the settings ({}, checked on every value of every setting, not \
                 proven):\n",
                rule.family
            ));
            text.push_str(&rule_lines(rule).replace("  Rust:     ", "  Rust (g): "));
        }
        None => {
            text.push_str(
                "no rule ⌊(n mod P) / Q⌋ with P and Q affine in the parameters gives the values; \
                 each setting's own:\n",
            );
            text.push_str(&format!("| {} | values |\n", found.names.join(" | ")));
            text.push_str(&format!("|{}---|\n", "---|".repeat(found.names.len())));
            for setting in &found.settings {
                let values: Vec<String> = setting.values.iter().map(u64::to_string).collect();
                let own = match &setting.own {
                    Ok(words) | Err(words) => words,
                };
                text.push_str(&format!(
                    "| {} | {} |\n",
                    values.join(" | "),
                    own.replace('|', "\\|")
                ));
            }
        }
    }
    text
}

fn rule_lines(rule: &Rule) -> String {
    let mut text = format!(
        "  in words: {}\n  formula:  {}\n  Rust:     {}\n",
        rule.words, rule.formula, rule.rust
    );
    if !rule.parameters.is_empty() {
        let parameters: Vec<String> = rule
            .parameters
            .iter()
            .map(|(name, value)| format!("{name} = {value}"))
            .collect();
        text.push_str(&format!("  parameters: {}\n", parameters.join("; ")));
    }
    text
}

fn rule_json(rule: &Rule) -> Value {
    let parameters: Map<String, Value> = rule
        .parameters
        .iter()
        .map(|(name, value)| (name.to_string(), Value::String(value.clone())))
        .collect();
    json!({
        "family": rule.family,
        "parameters": parameters,
        "words": rule.words,
        "formula": rule.formula,
        "rust": rule.rust,
    })
}

fn to_json(found: &Guess, problems: &[&str], seconds: f64) -> Value {
    let (rule, nearest, counterexamples, wrong) = match &found.found {
        Ok(rule) => (rule_json(rule), Value::Null, json!([]), json!(0)),
        Err(Some(miss)) => (
            Value::Null,
            rule_json(&miss.rule),
            json!(miss.counterexamples),
            json!(miss.wrong),
        ),
        Err(None) => (Value::Null, Value::Null, json!([]), Value::Null),
    };
    let family = match &found.found {
        Ok(rule) => Value::String(rule.family.to_string()),
        Err(_) => Value::Null,
    };
    json!({
        "game": found.game,
        "problems": problems,
        "play": play_name(found.play),
        "family": family,
        "rule": rule,
        "nearest": nearest,
        "counterexamples": counterexamples,
        "wrong": wrong,
        "bound": found.bound,
        "checked": found.checked,
        "positions": found.positions,
        "proven": false,
        "notes": found.notes,
        "seconds": (seconds * 1000.0).round() / 1000.0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use guess::across::guess_over;
    use guess::guess;
    use guess::values::values_over;
    use std::fs;

    #[test]
    fn an_unknown_name_gets_the_nearest_one() {
        let message = find_game("wythof").err().unwrap();
        assert!(message.contains("did you mean `wythoff`?"), "{message}");
        // A problem's name without its dash; what it finds is `closest` over the games and
        // today's problems, not a name written here, which a problem added later could change.
        let problems = problem_game::problems_with_a_spec();
        let typo = problems[0].replace('-', "");
        let mut known: Vec<String> = moves::games::names()
            .iter()
            .map(|g| g.to_string())
            .collect();
        known.extend(problems.iter().cloned());
        let near = closest(&typo, &known).expect("the same digits");
        let message = find_game(&typo).err().unwrap();
        assert!(
            message.contains(&format!("did you mean `{near}`?")),
            "{message}"
        );
        // A problem's game is its spec's to name: outside its spec tool, no game goes by it.
        assert!(find_game("hdu-2147").is_err());
    }

    #[test]
    fn a_problem_of_the_workspace_with_no_spec_says_so() {
        let root = std::env::temp_dir().join(format!("explore-no-game-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join("problems/hdu-1847/src")).unwrap();
        fs::write(
            root.join("Cargo.toml"),
            "[workspace]\nmembers = [\"problems/*\"]\n",
        )
        .unwrap();
        let message = no_spec_yet("hdu-1847", &root.join("problems/hdu-1847/src")).unwrap();
        assert!(
            message.starts_with(
                "hdu-1847 is a problem with no spec yet: write problems/hdu-1847/spec.rs with \
                 its game"
            ),
            "{message}"
        );
        assert_eq!(no_spec_yet("hdu-1848", &root), None);
        assert_eq!(no_spec_yet("../problems", &root), None);
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn the_coins_of_hdu_2897_lose_on_an_interval_of_residues_mod_p_plus_q() {
        let over = [
            Over::parse("p=1..4").unwrap(),
            Over::parse("q=p..6").unwrap(),
        ];
        let make = || find_game("coins").unwrap();
        let across = guess_over(&make, &over, &[], 60, Play::Misere).unwrap();
        let text = across_text(&across, "", 0.0);
        assert!(
            text.contains("formula:  first loses iff 1 ≤ n mod (p + q) ≤ p"),
            "{text}"
        );
        assert_eq!(across.settings.len(), 6 + 5 + 4 + 3);
        assert_eq!(across.positions, 18 * 61);
    }

    #[test]
    fn settings_without_one_rule_are_listed() {
        // Wythoff with one pile held: a single losing a in each setting, a different one.
        let over = [Over::parse("b=0..2").unwrap()];
        let make = || find_game("wythoff").unwrap();
        let across = guess_over(&make, &over, &[], 30, Play::Normal).unwrap();
        assert!(across.rule.is_none());
        let text = across_text(&across, "", 0.0);
        assert!(
            text.contains("| b | rule | family |\n|---|---|---|\n| 0 |"),
            "{text}"
        );
    }

    #[test]
    fn a_setting_no_family_fits_shows_its_nearest_rule_and_counterexamples() {
        let mut game = find_game("cutting").unwrap();
        let cutting = guess(game.as_mut(), 7, Play::Normal).unwrap();
        let across = Across {
            game: "cutting",
            play: Play::Normal,
            names: vec!["x".into()],
            settings: vec![guess::across::Setting {
                values: vec![1],
                guess: cutting,
            }],
            rule: None,
            predict: None,
            checked: String::new(),
            positions: 36,
        };
        let text = across_text(&across, "", 0.0);
        assert!(
            text.contains(
                "| 1 | none fits; nearest: first wins iff W ≠ H (9 of 36 positions wrong, the \
                 first: (W, H) = (2, 3): the player to move loses by the rules, wins by this \
                 rule) | relation |"
            ),
            "{text}"
        );
    }

    #[test]
    fn values_are_printed_with_their_rule_or_each_settings_own() {
        let make = || find_game("bash").unwrap();
        let over = [Over::parse("m=1..8").unwrap()];
        let found = values_over(&make, &over, &[], 40).unwrap();
        let text = values_text(&found, "", 0.0);
        assert!(
            text.contains("  formula:  g(n) = n mod (m + 1)\n  Rust (g): n % (m + 1)\n"),
            "{text}"
        );
        let make = || find_game("wythoff").unwrap();
        let over = [Over::parse("b=0..1").unwrap()];
        let found = values_over(&make, &over, &[], 20).unwrap();
        let text = values_text(&found, "", 0.0);
        assert!(
            text.contains("| b | values |\n|---|---|\n| 0 | g(n) = n |\n| 1 | "),
            "{text}"
        );
    }

    #[test]
    fn the_json_names_family_bound_and_counterexample() {
        let mut game = find_game("kiki").unwrap();
        let found = guess(game.as_mut(), 12, Play::Normal).unwrap();
        let value = to_json(&found, &["hdu-2147"], 0.0);
        assert_eq!(value["family"], "parity");
        assert_eq!(value["bound"], 12);
        assert_eq!(value["positions"], 144);
        assert_eq!(value["counterexamples"], json!([]));
        assert_eq!(value["proven"], false);
        let mut game = find_game("cutting").unwrap();
        let found = guess(game.as_mut(), 5, Play::Normal).unwrap();
        let value = to_json(&found, &[], 0.0);
        assert_eq!(value["family"], Value::Null);
        assert!(value["counterexamples"][0]
            .as_str()
            .unwrap()
            .contains("(W, H)"));
    }
}
