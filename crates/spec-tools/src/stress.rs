//! `runner stress <problem> [--cases N] [--seed S] [--save] [--exe PATH]`: random inputs through
//! the release binary (or any executable, such as a C++ port), each compared with the answers of
//! the problem's spec in `oracles`, which shares no code with the solutions. Every other input is
//! small enough for the brute-force search over the game's positions; the rest are drawn from the
//! statement's whole range, biased to where ports break (type boundaries, the largest special
//! value below a limit), and answered by the spec's exact reference, itself checked against the
//! brute force where both reach. A spec with no exact reference gets brute-force cases at its
//! largest scale there instead, and the summary says so.
//!
//! On the first disagreement it stops, shrinks the input greedily (fewer cases, then each case's
//! smaller candidates) while the binary still disagrees, and prints the small input with the
//! expected and the actual output. `--save` keeps it as `testcases/<problem>/stress-<seed>.in`
//! with the oracle's answer as the `.out`, never overwriting a file.
//!
//! Inputs are tried for `--time-limit SECONDS` (a minute unless given); past it stress stops,
//! says how many inputs were tried and that they all agreed, and how to go further.
//!
//! Exit status: 0 when every input agrees, 1 on a disagreement, 2 on a usage error, 3 stopped at
//! the time limit, 101 when the build fails.

use clap::{value_parser, ArgMatches, Command};
use indicatif::{ProgressBar, ProgressStyle};
use judge::{visible, Judge};
use moves::time_limit::TimeLimit;
use oracles::check::{
    describe_mismatch, describe_termination, disagrees, full_range_cases, random_cases,
    run_program, shrink_failure, Answers,
};
use oracles::{Rng, Scale, Spec};
use std::cell::Cell;
use std::fs::OpenOptions;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use crate::workspace::Workspace;
use crate::{build, cli, exit, report, spec};

/// Runs of the binary the shrinker may spend.
const SHRINK_BUDGET: usize = 5_000;

/// The least time the shrinker gets, for a failure found just before the time limit.
const LEAST_SHRINK_TIME: Duration = Duration::from_secs(10);

/// Most cases in one random input (fewer where the statement says so).
const MOST_CASES: usize = 20;

/// Lines shown of each side of a mismatch: a program that prints `y` forever is shown by its
/// head, not its megabytes.
const SHOWN_LINES: usize = 40;

pub fn command() -> Command {
    Command::new("stress")
        .about("Compare a solution (or a port) with the problem's spec on random inputs")
        .long_about(
            "Build the solution in release (or take --exe), run it on random inputs and compare \
             each output with the spec's answer: a brute-force search over the game's positions \
             for every other input, and an exact reference for inputs drawn from the statement's \
             whole range. On a disagreement, shrink the input to a small one that still fails and \
             show it. Inputs are tried for --time-limit seconds: --cases that would take longer \
             (a million inputs of HDU 1846 would take hours) stops there, saying how many were \
             tried and how many fit.\n\n\
             Exit status: 0 when all agree, 1 on a disagreement, 2 on a usage error, 3 stopped \
             at the time limit (--time-limit SECONDS raises it), 101 when the build fails.",
        )
        .arg(cli::problem())
        .arg(
            cli::option("cases", "N", "How many random inputs to try")
                .value_parser(value_parser!(u64).range(1..))
                .default_value("1000"),
        )
        .arg(cli::seed(
            "Seed of the random inputs (default: from the clock; printed at the start)",
        ))
        .arg(cli::flag(
            "save",
            "Keep a failing input as testcases/<problem>/stress-<seed>.in and .out (the expected \
             answer); an existing file is never overwritten",
        ))
        .arg(cli::path(
            "exe",
            "Run this executable instead of the crate's release binary (a port to C++ or another \
             language), building nothing",
        ))
        .arg(cli::time_limit())
        .arg(Workspace::root_arg())
        .arg(
            // For testing --save away from the real testcases.
            cli::path("testcases-dir", "").hide(true),
        )
}

struct Options {
    problem: String,
    inputs: u64,
    seed: u64,
    /// How long inputs are tried, from the first.
    time_limit: Duration,
    save_to: Option<PathBuf>,
    judge: Judge,
    program: PathBuf,
    /// `--exe` as given, for the rerun hint.
    exe: Option<PathBuf>,
}

pub fn run<P: Spec>(matches: &ArgMatches) -> ExitCode {
    let inputs = *matches.get_one::<u64>("cases").expect("has a default");
    let seed = matches
        .get_one::<u64>("seed")
        .copied()
        .unwrap_or_else(clock_seed);
    let exe = matches.get_one::<PathBuf>("exe").cloned();
    let testcases_dir = matches.get_one::<PathBuf>("testcases-dir").cloned();
    let time_limit = cli::time_limit_of(matches);

    // The problem's metadata decides how answers are judged, with --exe too.
    let loaded = Workspace::from_matches(matches).and_then(|ws| {
        let problem = spec::select::<P>(&ws, matches.get_one("problem").expect("required"))?;
        let loaded = ws.load_problem(&problem)?;
        Ok((ws, problem, loaded))
    });
    let (workspace, problem, loaded) = match loaded {
        Ok(found) => found,
        Err(message) => return report::error_exit(&message),
    };
    // A spec's format is read lazily, and a bad one would panic in the middle of the run.
    if let Some(message) = P::format_error() {
        return report::error_exit(&message);
    }
    let programs = match build::programs(&workspace, &[&loaded], exe.as_ref(), false) {
        Ok(Ok(mut programs)) => programs.remove(0),
        Ok(Err(code)) => return code,
        Err(message) => return report::error_exit(&message),
    };
    let save_to = matches
        .get_flag("save")
        .then(|| testcases_dir.unwrap_or_else(|| workspace.testcases_dir(&problem)));
    let options = Options {
        problem: problem.clone(),
        inputs,
        seed,
        time_limit,
        save_to,
        judge: programs.judge(&loaded),
        program: programs.solution,
        exe,
    };
    options.visit::<P>()
}

fn clock_seed() -> u64 {
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap_or_default();
    // Short enough to type back.
    (now.as_nanos() % 1_000_000_000) as u64
}

impl Options {
    fn visit<P: Spec>(self) -> ExitCode {
        let mut problem = P::default();
        let mut rng = Rng::with_seed(self.seed);
        eprintln!(
            "stress {}: {} random inputs, seed {} ({})",
            self.problem,
            self.inputs,
            self.seed,
            self.program.display()
        );
        let bar = ProgressBar::new(self.inputs).with_style(
            ProgressStyle::with_template("{bar:40} {pos}/{len} inputs, {msg} [{elapsed}<{eta}]")
                .expect("a valid template"),
        );
        let started = Instant::now();
        let limit = TimeLimit::new(self.time_limit);
        // Cases the brute force answered, the small ones and (for a spec with no exact reference)
        // those of the whole-range half, which are then only its largest scale; and cases the
        // exact reference answered.
        let (mut by_rules, mut by_rules_largest, mut by_reference) = (0, 0, 0);
        for i in 0..self.inputs {
            if limit.is_up() {
                bar.abandon();
                let checked = checked(&self.problem, by_rules, by_reference, by_rules_largest);
                return self.stopped(i, &checked, started.elapsed(), &limit);
            }
            let (cases, answers) = if i % 2 == 0 {
                // Small inputs first: the first failures found are easy to read.
                let top = (1 + i / 40).min(u64::from(Scale::LARGEST.level())) as u8;
                let scale = Scale::new(rng.u8(1..=top));
                let cases = random_cases(&mut problem, &mut rng, scale, MOST_CASES);
                by_rules += cases.len();
                (cases, Answers::Rules)
            } else {
                let cases = full_range_cases(&mut problem, &mut rng, MOST_CASES);
                // A spec's reference is there for every case or for none.
                if problem.exact_reference(&cases[0]).is_some() {
                    by_reference += cases.len();
                    (cases, Answers::Reference)
                } else {
                    by_rules_largest += cases.len();
                    (cases, Answers::Rules)
                }
            };
            bar.set_message(format!(
                "{} cases",
                by_rules + by_rules_largest + by_reference
            ));
            if disagrees(&mut problem, &self.judge, &self.program, &cases, answers) {
                bar.abandon();
                eprintln!(
                    "input {} of seed {} disagrees with the {}; shrinking…",
                    i + 1,
                    self.seed,
                    source(answers)
                );
                // `None`: a limit too far away to be an `Instant`, never reached.
                let shrink_until = started
                    .checked_add(self.time_limit)
                    .map(|end| end.max(Instant::now() + LEAST_SHRINK_TIME));
                return self.report(&mut problem, cases, answers, shrink_until, &limit);
            }
            bar.inc(1);
        }
        bar.finish();
        let seconds = started.elapsed().as_secs_f64();
        let checked = checked(&self.problem, by_rules, by_reference, by_rules_largest);
        println!(
            "{}: all {} inputs agree (seed {}): {checked}; {:.0} cases/s",
            self.problem,
            self.inputs,
            self.seed,
            (by_rules + by_rules_largest + by_reference) as f64 / seconds.max(1e-9)
        );
        exit::code(exit::SUCCESS)
    }
}

/// What the inputs tried so far checked, in words.
fn checked(problem: &str, by_rules: usize, by_reference: usize, by_rules_largest: usize) -> String {
    let mut checked = format!("{by_rules} cases with the rules' brute force");
    if by_reference > 0 {
        checked += &format!(", {by_reference} from the whole range with the exact reference");
    }
    if by_rules_largest > 0 {
        checked += &format!(
            ", {by_rules_largest} more at its largest scale ({problem} has no exact reference: \
             nothing beyond the brute force's reach was checked)"
        );
    }
    checked
}

impl Options {
    /// The time limit came after `tried` inputs, all of which agreed: says so, how to give it
    /// longer, and how many inputs fit the limit at the rate seen.
    fn stopped(&self, tried: u64, checked: &str, elapsed: Duration, limit: &TimeLimit) -> ExitCode {
        if tried > 0 {
            println!(
                "{}: {tried} of {} inputs tried, and all agree (seed {}): {checked}",
                self.problem, self.inputs, self.seed
            );
        }
        exit::stopped_at_time_limit(&stop_message(
            tried,
            self.inputs,
            fitting(tried, self.time_limit, elapsed),
            limit,
        ))
    }

    /// Shrinks the failing `cases` until `shrink_until`, shows the smallest failure found,
    /// saves it if asked.
    fn report<P: Spec>(
        &self,
        problem: &mut P,
        cases: Vec<P::Case>,
        answers: Answers,
        shrink_until: Option<Instant>,
        limit: &TimeLimit,
    ) -> ExitCode {
        let (judge, program) = (&self.judge, self.program.as_path());
        let out_of_time = Cell::new(false);
        let small = shrink_failure(problem, cases, SHRINK_BUDGET, answers, |problem, cases| {
            if shrink_until.is_some_and(|until| Instant::now() >= until) {
                out_of_time.set(true);
                return false;
            }
            disagrees(problem, judge, program, cases, answers)
        });
        let input = problem.render(&small);
        let expected = answers.expected(problem, &small);
        let run = run_program(judge, program, input.as_bytes());
        let verdict = judge.verdict(
            &run,
            &judge::Case::in_memory(input.as_bytes(), expected.as_bytes()),
        );
        println!(
            "{}: {} disagrees with the {} (seed {}, {} compare)",
            verdict.code(),
            self.problem,
            source(answers),
            self.seed,
            judge.compare
        );
        let cut_short = if out_of_time.get() {
            format!(
                "; shrinking stopped at the time limit ({}), a smaller one may fail too",
                limit.longer()
            )
        } else {
            String::new()
        };
        println!(
            "--- input ({} case{}{cut_short}) ---\n{input}",
            small.len(),
            if small.len() == 1 { "" } else { "s" },
        );
        // Both sides through `visible`: a \r or a trailing space must show.
        print!(
            "--- expected ({}) ---\n{}",
            source(answers),
            visible::text(expected.as_bytes(), SHOWN_LINES)
        );
        if judge.run_verdict(&run).is_none() {
            print!(
                "--- actual ---\n{}",
                visible::text(&run.stdout, SHOWN_LINES)
            );
            if let judge::Verdict::Rejected(said) = &verdict {
                for line in said {
                    println!("checker: {}", visible::line(line, 200));
                }
            }
            if small.len() > 1 {
                println!(
                    "--- where ---\n{}",
                    describe_mismatch(problem, judge, &small, &run.stdout, answers)
                );
            }
        } else {
            print!(
                "--- actual: {} ---\nstdout:\n{}stderr:\n{}",
                describe_termination(judge, &run),
                visible::text(&run.stdout, SHOWN_LINES),
                visible::text(&run.stderr_tail, SHOWN_LINES)
            );
        }
        if let Some(directory) = &self.save_to {
            save(directory, self.seed, &input, &expected);
        }
        let exe = self.exe.as_ref().map_or(String::new(), |exe| {
            format!(" --exe {}", report::shell_word(&exe.to_string_lossy()))
        });
        println!(
            "reproduce: cargo make stress {} --seed {} --cases {}{exe}",
            self.problem, self.seed, self.inputs
        );
        exit::code(exit::FAILED)
    }
}

/// The inputs that fit `limit` at the rate `tried` in `elapsed` showed (at least 1 when any
/// were tried), in integers.
fn fitting(tried: u64, limit: Duration, elapsed: Duration) -> u64 {
    let fit = u128::from(tried).saturating_mul(limit.as_millis()) / elapsed.as_millis().max(1);
    u64::try_from(fit).unwrap_or(u64::MAX).max(tried.min(1))
}

/// What stress says when `limit` stopped it after `tried` of `inputs` inputs, all agreeing,
/// `fit` of them fitting the limit: how to go further, by more time or by fewer inputs.
fn stop_message(tried: u64, inputs: u64, fit: u64, limit: &TimeLimit) -> String {
    let longer = limit.longer();
    if tried == 0 {
        return format!(
            "stress stopped at {} before its first input; {longer}",
            limit.named()
        );
    }
    format!(
        "stress stopped at {} after {tried} of {inputs} inputs, every one agreeing; {longer}, or \
         about --cases {fit} fits it here (another --seed tries other inputs)",
        limit.named()
    )
}

/// Where the expected answers come from, in words.
fn source(answers: Answers) -> &'static str {
    match answers {
        Answers::Rules => "brute force",
        Answers::Reference => "exact reference",
    }
}

/// Writes `stress-<seed>.in` and `.out` into `directory`, refusing to overwrite either.
fn save(directory: &Path, seed: u64, input: &str, expected: &str) {
    let stem = format!("stress-{seed}");
    let input_path = directory.join(format!("{stem}.in"));
    let output_path = directory.join(format!("{stem}.out"));
    if input_path.exists() || output_path.exists() {
        println!(
            "not saved: {} or its .out already exists (nothing overwritten)",
            input_path.display()
        );
        return;
    }
    if let Err(error) = std::fs::create_dir_all(directory) {
        println!("not saved: cannot create {}: {error}", directory.display());
        return;
    }
    for (path, text) in [(&input_path, input), (&output_path, expected)] {
        // `create_new` fails rather than overwrite, even against a file that appeared meanwhile.
        let written = OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
            .and_then(|mut file| file.write_all(text.as_bytes()));
        if let Err(error) = written {
            println!("not saved: {}: {error}", path.display());
            return;
        }
    }
    println!(
        "saved {} and {}",
        input_path.display(),
        output_path.display()
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stop_says_every_input_tried_agreed_and_both_ways_further() {
        let minute = TimeLimit::new(moves::time_limit::DEFAULT);
        assert_eq!(
            stop_message(1234, 1_000_000, 2468, &minute),
            "stress stopped at its time limit of 60 s after 1234 of 1000000 inputs, every one \
             agreeing; --time-limit 120 gives it longer, or about --cases 2468 fits it here \
             (another --seed tries other inputs)"
        );
        // Nothing tried, nothing to fit.
        assert_eq!(
            stop_message(0, 10, 0, &minute),
            "stress stopped at its time limit of 60 s before its first input; --time-limit 120 \
             gives it longer"
        );
    }

    #[test]
    fn the_inputs_that_fit_follow_the_rate_seen_in_whole_numbers() {
        let ms = Duration::from_millis;
        assert_eq!(fitting(300, ms(60_000), ms(30_000)), 600);
        assert_eq!(fitting(7, ms(1000), ms(1500)), 4);
        // One input that took longer than the limit still fits the limit alone.
        assert_eq!(fitting(1, ms(1000), ms(5000)), 1);
        assert_eq!(fitting(0, ms(1000), ms(0)), 0);
        // A limit as long as a u64 of seconds does not overflow.
        assert_eq!(fitting(u64::MAX, Duration::MAX, ms(1)), u64::MAX);
    }

    #[test]
    fn the_time_limit_is_an_option_of_a_minute_unless_given() {
        assert_eq!(
            cli::DEFAULT_TIME_LIMIT_SECONDS,
            moves::time_limit::DEFAULT.as_secs().to_string()
        );
        let matches = command().get_matches_from(["stress", "hdu-1846"]);
        assert_eq!(cli::time_limit_of(&matches), moves::time_limit::DEFAULT);
        let matches = command().get_matches_from(["stress", "hdu-1846", "--time-limit", "5"]);
        assert_eq!(cli::time_limit_of(&matches), Duration::from_secs(5));
    }
}
