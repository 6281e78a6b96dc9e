//! `runner gen <problem> [--max] [--seed S] [--out FILE]`: deterministic, valid inputs, rendered
//! by the problem's spec in `oracles` (its input format, its limits): the runner knows no
//! problem's format itself.
//!
//! With `--max` it writes the spec's maximum input, at the limits of the statement (the worst
//! case a judge can send); without it, a few random cases of the shape that `stress` draws. The
//! same problem, size and seed always give the same bytes.

use clap::{ArgMatches, Command};
use oracles::check::random_cases;
use oracles::{AnswerLines, Rng, Scale, Spec};
use std::fs::File;
use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use crate::workspace::Workspace;
use crate::{build, cli, exit, output, report, spec};

/// How large an input to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// A few cases of a few values: readable, and quick to check by brute force.
    Small,
    /// The statement's limits.
    Max,
}

/// A generated input and what it holds, for the reader of a benchmark and for checking an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    pub input: String,
    /// The input's shape in words, e.g. `T = 3, N = 10^6, 2^30 <= s < 2^31`.
    pub shape: String,
    /// How many lines a correct answer has: where every answer has the same number, or where the
    /// answer was asked for.
    pub answer_lines: Option<usize>,
    /// The spec's exact reference answer, when asked for ([`generate_answered`]).
    pub answer: Option<String>,
}

/// The cases of a small input, at most this many and this scale.
const SMALL_CASES: usize = 10;
const SMALL_SCALE: Scale = Scale::new(3);

struct Generate {
    size: Size,
    seed: u64,
    answer: bool,
}

impl Generate {
    fn visit<P: Spec>(self) -> Generated {
        let mut problem = P::default();
        let mut rng = Rng::with_seed(self.seed);
        let (cases, shape) = match self.size {
            Size::Max => {
                let max = problem.max_input(&mut rng);
                (max.cases, max.shape.to_string())
            }
            Size::Small => {
                let cases = random_cases(&mut problem, &mut rng, SMALL_SCALE, SMALL_CASES);
                let shape = format!("small: {}", report::count(cases.len(), "case"));
                (cases, shape)
            }
        };
        let answer = self.answer.then(|| {
            let answers: Vec<String> = cases.iter().map(|case| problem.reference(case)).collect();
            P::join(answers)
        });
        let answer_lines = match P::LINES_PER_ANSWER {
            AnswerLines::Each(lines) => Some((P::label_lines() + lines) * cases.len()),
            _ => answer.as_ref().map(|answer| answer.lines().count()),
        };
        Generated {
            answer,
            input: problem.render(&cases),
            shape,
            answer_lines,
        }
    }
}

/// The input of `P` at `size` for `seed`, with the spec's exact reference answer when `answer`.
pub fn generate<P: Spec>(size: Size, seed: u64, answer: bool) -> Generated {
    Generate { size, seed, answer }.visit::<P>()
}

pub fn command() -> Command {
    Command::new("gen")
        .about("Write a valid input for a problem: small and random, or at the statement's limits")
        .arg(cli::problem())
        .arg(cli::flag(
            "max",
            "At the limits of the statement (the default is a small input)",
        ))
        .arg(cli::seed("The same seed always gives the same input").default_value("1"))
        .arg(cli::path(
            "out",
            "Write to this file instead of standard output (a new file, unless --force)",
        ))
        .arg(cli::flag(
            "force",
            "With --out: write over an existing file",
        ))
        .arg(Workspace::root_arg())
}

pub fn run<P: Spec>(matches: &ArgMatches) -> ExitCode {
    let problem = match Workspace::from_matches(matches)
        .and_then(|ws| spec::select::<P>(&ws, matches.get_one("problem").expect("required")))
    {
        Ok(problem) => problem,
        Err(message) => return report::error_exit(&message),
    };
    let size = if matches.get_flag("max") {
        Size::Max
    } else {
        Size::Small
    };
    let seed = *matches.get_one::<u64>("seed").expect("has a default");
    if matches.get_one::<PathBuf>("out").is_none() {
        let instead = format!(
            "cargo gen {problem}{}",
            if size == Size::Max { " --max" } else { "" }
        );
        if let Err(message) = cli::stdout_takes_data("gen", "the input", &instead) {
            return report::error_exit(&message);
        }
    }
    let generated = generate::<P>(size, seed, false);
    let out = matches.get_one::<PathBuf>("out");
    if let Some(path) = out {
        let force = matches.get_flag("force");
        if let Err(message) = output::may_write(path, output::Kind::Other, force, "--out") {
            return report::error_exit(&message);
        }
    }
    let written = match out {
        Some(path) => File::create(path)
            .and_then(|mut file| file.write_all(generated.input.as_bytes()))
            .map_err(|e| format!("cannot write {}: {e}", path.display())),
        None => match report::print_all(generated.input.as_bytes()) {
            // `gen … | head`: the reader has all it wanted.
            Ok(false) => return exit::code(exit::SUCCESS),
            Ok(true) => Ok(()),
            Err(e) => Err(format!("cannot write the input: {e}")),
        },
    };
    match written {
        Ok(()) => {
            eprintln!("gen {problem}: {}", generated.shape);
            exit::code(exit::SUCCESS)
        }
        Err(message) => report::error_exit(&message),
    }
}

/// The hidden `__generated NAME [--max] [--seed S]`: a [`Generated`] with its exact answer, as one
/// JSON object on stdout, for `bench` in the runner ([`generated_by_tool`]).
pub fn generated_command() -> Command {
    Command::new("__generated")
        .hide(true)
        .arg(cli::problem())
        .arg(cli::flag("max", "At the limits of the statement"))
        .arg(cli::seed("The same seed always gives the same input").default_value("1"))
        .arg(Workspace::root_arg())
}

pub fn generated_run<P: Spec>(matches: &ArgMatches) -> ExitCode {
    let size = if matches.get_flag("max") {
        Size::Max
    } else {
        Size::Small
    };
    let seed = *matches.get_one::<u64>("seed").expect("has a default");
    let generated = generate::<P>(size, seed, true);
    let json = serde_json::json!({
        "input": generated.input,
        "shape": generated.shape,
        "answer_lines": generated.answer_lines,
        "answer": generated.answer,
    });
    match report::print_all(format!("{json}\n").as_bytes()) {
        Ok(_) => exit::code(exit::SUCCESS),
        Err(error) => report::error_exit(&format!("cannot write the input: {error}")),
    }
}

/// The input of `problem` at `size` for `seed`, with its exact answer, from the problem's spec
/// tool (built first). `Err` holds the exit status a failed build leaves with, or the message.
pub fn generated_by_tool(
    workspace: &Workspace,
    problem: &str,
    size: Size,
    seed: u64,
) -> Result<Generated, Result<ExitCode, String>> {
    let tool = build::spec_tool(workspace, problem).map_err(Ok)?;
    let mut command = std::process::Command::new(&tool);
    command.args(["__generated", problem, "--seed", &seed.to_string()]);
    if size == Size::Max {
        command.arg("--max");
    }
    command.arg("--root").arg(&workspace.root);
    let output = command
        .output()
        .map_err(|e| Err(format!("cannot run {}: {e}", tool.display())))?;
    if !output.status.success() {
        return Err(Err(format!(
            "{problem}'s spec tool failed to generate an input: {}",
            String::from_utf8_lossy(&output.stderr).trim()
        )));
    }
    let json: serde_json::Value = serde_json::from_slice(&output.stdout)
        .map_err(|e| Err(format!("{problem}'s spec tool wrote no input: {e}")))?;
    let text = |key: &str| json[key].as_str().map(str::to_string);
    Ok(Generated {
        input: text("input").unwrap_or_default(),
        shape: text("shape").unwrap_or_default(),
        answer_lines: json["answer_lines"].as_u64().map(|lines| lines as usize),
        answer: text("answer"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use oracles::{Case, Problem};

    /// Alice wins on odd n, each answer under `Case k:` on a line of its own.
    #[derive(Default)]
    struct LabelLines;

    impl Problem for LabelLines {
        const NAME: &'static str = "x-label-lines";
        const FORMAT: [&'static str; 2] = ["T cases / n", "1 <= T <= 10; 1 <= n <= 9"];
        const VERDICTS: [&'static str; 2] = ["Alice", "Bob"];
        const NUMBERED: Option<&'static str> = Some("Case {}:\n");
        const EXHAUSTIVE_BOUND: u64 = 9;

        fn wins(&mut self, case: &Case) -> bool {
            case["n"] % 2 == 1
        }
    }

    /// `bench` checks an answer's length by this count: a label line is one of its lines.
    #[test]
    fn the_answer_s_lines_count_a_label_on_a_line_of_its_own() {
        for size in [Size::Small, Size::Max] {
            let generated = generate::<LabelLines>(size, 1, true);
            let answer = generated.answer.expect("asked for");
            assert!(answer.starts_with("Case 1:\n"), "{answer}");
            assert_eq!(generated.answer_lines, Some(answer.lines().count()));
        }
    }
}
