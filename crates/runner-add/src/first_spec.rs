//! A first spec from a problem's samples, for the scaffold: the tokens per line, a count or a
//! terminator where one is visible, and the verdict words read from the sample outputs. A guess
//! the user corrects against the statement, written so that it compiles and its `wins` says
//! what is left to write (only that problem's tests fail until then).
//!
//! It writes the notation of `oracles::format`, yet lives here, beside the scaffold that is its
//! one user, so that `cargo make listen` and `new` build without the proofs; its tests read what
//! it writes with `oracles` (a dev-dependency), and `tests/first_spec.rs` compiles it as a spec.

use std::collections::BTreeSet;

/// The numbers of each non-empty line of a sample input (a token that is no number counts 0).
fn number_lines(input: &str) -> Vec<Vec<u64>> {
    let lines = input.lines().filter(|line| !line.trim().is_empty());
    lines
        .map(|line| {
            let tokens = line.split_whitespace();
            tokens.map(|token| token.parse().unwrap_or(0)).collect()
        })
        .collect()
}

/// What the samples show of the input's layout: its frame and one case's lines.
#[derive(Debug, PartialEq, Eq)]
struct Layout {
    frame: String,
    lines: Vec<String>,
}

/// Names for `width` numbers on a line, as statements often call them.
fn names(width: usize) -> Vec<String> {
    let pool: &[&str] = match width {
        1 => &["n"],
        2 => &["n", "m"],
        3 => &["n", "p", "q"],
        _ => &["a", "b", "c", "d", "e", "f", "g", "h"],
    };
    let name = |i: usize| pool.get(i).map_or(format!("x{i}"), |name| name.to_string());
    (0..width).map(name).collect()
}

/// The layout one sample shows, given how many answers (output lines) it has.
fn layout_of(lines: &[Vec<u64>], answers: usize) -> Layout {
    let mut rest = lines;
    let mut frame = "until end".to_string();
    if let Some(last) = rest.last().filter(|last| last.iter().all(|&v| v == 0)) {
        let zeros = vec!["0"; last.len()];
        frame = format!("until {}", zeros.join(" "));
        rest = &rest[..rest.len() - 1];
    } else if rest.len() > 1 && rest[0].len() == 1 && rest[0][0] as usize == answers {
        frame = "T cases".to_string();
        rest = &rest[1..];
    }
    let case_lines = rest.len() / answers.max(1);
    let lines = if case_lines == 2 && rest.iter().step_by(2).all(|line| line.len() == 1) {
        // A count, then that many numbers.
        vec!["N".to_string(), "a*N".to_string()]
    } else if !rest.is_empty() && rest.iter().all(|line| line[0] == line.len() as u64 - 1) {
        // A count first on the line, then that many numbers.
        vec!["k s*k".to_string()]
    } else {
        let width = rest.iter().map(Vec::len).max().unwrap_or(1);
        vec![names(width).join(" ")]
    };
    Layout { frame, lines }
}

/// The bounds the samples suggest: every name from its smallest value seen (0 or 1) to a round
/// number above the largest.
fn bounds(layout: &Layout, values: &[u64]) -> String {
    let low = u64::from(!values.contains(&0));
    let high = values.iter().max().copied().unwrap_or(1).max(1);
    let digits = high.to_string().len() as u32;
    let round = 10u64.saturating_pow(digits);
    let mut names: Vec<String> = Vec::new();
    for line in &layout.lines {
        for token in line.split_whitespace() {
            names.push(token.split('*').next().unwrap_or(token).to_string());
        }
    }
    let mut clauses = Vec::new();
    if layout.frame == "T cases" {
        clauses.push("1 <= T <= 100".to_string());
    }
    clauses.push(format!("{low} <= {} <= {round}", names.join(", ")));
    clauses.join("; ")
}

/// Whether a verdict reads as the mover's loss (`LOST`, `second`, `No`, `BAD LUCK!`, `0`).
fn sounds_lost(verdict: &str) -> bool {
    const LOST: [&str; 10] = [
        "los", "second", "no", "none", "bad", "pity", "sorry", "fail", "0", "l",
    ];
    let lower = verdict.to_lowercase();
    let mut words = lower.split(|c: char| !c.is_alphanumeric());
    words.any(|word| {
        let prefix = |lost: &&str| lost.len() > 2 && word.starts_with(*lost);
        LOST.iter().any(|lost| word == *lost || prefix(lost))
    })
}

/// `HDU 2897` → `Hdu2897`: the spec's type name from the package name.
fn type_name(package: &str) -> String {
    let parts = package.split(|c: char| !c.is_ascii_alphanumeric());
    parts
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map_or(String::new(), |first| {
                first.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

/// The label the answers of every sample output start with, numbered from 1 in each output
/// (`Case 1: Alice`, `Case #2: Bob`): the label with `{}` for the number (`"Case {}: "`).
fn label_of(outputs: &[Vec<&str>]) -> Option<String> {
    let mut label: Option<String> = None;
    for answers in outputs {
        for (i, answer) in answers.iter().enumerate() {
            let start = answer.find(|c: char| c.is_ascii_digit())?;
            let digits = answer[start..].len()
                - answer[start..]
                    .trim_start_matches(|c: char| c.is_ascii_digit())
                    .len();
            if answer[start..start + digits] != (i + 1).to_string() {
                return None;
            }
            let rest = &answer[start + digits..];
            let sep = rest.len()
                - rest
                    .trim_start_matches(|c: char| !c.is_alphanumeric())
                    .len();
            let this = format!("{}{{}}{}", &answer[..start], &rest[..sep]);
            if this == "{}" || label.as_ref().is_some_and(|label| *label != this) {
                return None;
            }
            label = Some(this);
        }
    }
    label
}

/// The Rust text of a first spec for the package `name` from its samples (input, output): its
/// format guessed from the inputs' lines, its verdict words from the outputs' distinct lines
/// (the one that reads as a loss, `LOST` or `second`, taken as the losing one) behind their
/// label where the answers are numbered (`Case 1: `), its game left as a `todo!` naming what to
/// write.
pub fn first_spec(name: &str, samples: &[(String, String)]) -> String {
    let mut verdicts: Vec<String> = Vec::new();
    let mut layouts = BTreeSet::new();
    let mut values = Vec::new();
    let outputs: Vec<Vec<&str>> = samples
        .iter()
        .map(|(_, output)| {
            output
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .collect()
        })
        .collect();
    let label = label_of(&outputs);
    // Every answer starts with its label (`label_of` checked it).
    let unlabelled = |i: usize, answer: &str| match &label {
        Some(label) => {
            // The label as a spec's numbered answers carry it (`oracles::numbered`).
            let label = label.replacen("{}", &(i + 1).to_string(), 1);
            answer
                .strip_prefix(label.as_str())
                .unwrap_or(answer)
                .to_string()
        }
        None => answer.to_string(),
    };
    for ((input, _), answers) in samples.iter().zip(&outputs) {
        for (i, answer) in answers.iter().enumerate() {
            let answer = unlabelled(i, answer);
            if !verdicts.contains(&answer) {
                verdicts.push(answer);
            }
        }
        let lines = number_lines(input);
        values.extend(lines.iter().flatten().copied());
        let layout = layout_of(&lines, answers.len());
        layouts.insert((layout.frame.clone(), layout.lines.clone()));
    }
    let layout = layouts.into_iter().next().map_or(
        Layout {
            frame: "until end".to_string(),
            lines: vec!["n".to_string()],
        },
        |(frame, lines)| Layout { frame, lines },
    );
    let bounds = bounds(&layout, &values);
    let layout_text = format!("{} / {}", layout.frame, layout.lines.join(" / "));
    let mut win = verdicts
        .first()
        .cloned()
        .unwrap_or_else(|| "WIN".to_string());
    let mut lose = verdicts
        .get(1)
        .cloned()
        .unwrap_or_else(|| "LOSE".to_string());
    if sounds_lost(&win) && !sounds_lost(&lose) {
        std::mem::swap(&mut win, &mut lose);
    }
    let more = if verdicts.len() > 2 {
        "\n    // The samples print more than two answers: write `answer` too."
    } else {
        ""
    };
    let numbered = match &label {
        Some(label) => format!("\n    const NUMBERED: Option<&'static str> = Some({label:?});"),
        None => String::new(),
    };
    // Every list of up to ten numbers of up to ten is ten billion cases, far past what
    // enumeration builds; lists of up to four are a few hundred.
    let exhaustive_bound = if layout.lines.iter().any(|line| line.contains('*')) {
        4
    } else {
        10
    };
    let spec = type_name(name);
    format!(
        r#"//! {name}: the game in one line (a first spec from the samples: check it against the
//! statement).

use crate::{{Case, Problem}};

#[derive(Default)]
pub struct {spec};

impl Problem for {spec} {{
    const NAME: &'static str = "{name}";
    // Guessed from the samples: the frame, the names and the bounds come from the statement.
    const FORMAT: [&'static str; 2] = [{layout_text:?}, {bounds:?}];
    const VERDICTS: [&'static str; 2] = [{win:?}, {lose:?}];{more}{numbered}
    const EXHAUSTIVE_BOUND: u64 = {exhaustive_bound};

    fn wins(&mut self, case: &Case) -> bool {{
        todo!("{name}: the position of a game of crates/moves for {{case:?}}, and its search")
    }}
}}
"#
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(input: &str, output: &str) -> (String, String) {
        (input.to_string(), output.to_string())
    }

    #[test]
    fn tokens_per_line_until_the_end() {
        let spec = first_spec("hdu-2897", &[sample("7 2 4\n6 2 4\n", "LOST\nWIN\n")]);
        assert!(
            spec.contains(r#"["until end / n p q", "1 <= n, p, q <= 10"]"#),
            "{spec}"
        );
        assert!(
            spec.contains(r#"[&'static str; 2] = ["WIN", "LOST"]"#),
            "{spec}"
        );
        assert!(spec.contains("pub struct Hdu2897;"));
    }

    #[test]
    fn the_losing_verdict_is_the_one_that_reads_as_a_loss() {
        for (words, win, lose) in [
            ("I WIN!\nBAD LUCK!\n", "I WIN!", "BAD LUCK!"),
            ("second\nfirst\n", "first", "second"),
            ("No\nYes\n", "Yes", "No"),
            ("0\n1\n", "1", "0"),
            ("none\n3 4 5\n", "3 4 5", "none"),
            ("Alice\nBob\n", "Alice", "Bob"),
        ] {
            let spec = first_spec("x-1", &[sample("1\n2\n", words)]);
            let pair = format!("[{win:?}, {lose:?}]");
            assert!(spec.contains(&pair), "{words:?}: {spec}");
        }
    }

    #[test]
    fn numbered_answers_give_a_label_and_their_words() {
        let spec = first_spec(
            "hdu-3389",
            &[
                sample("2\n2\n1 2\n3\n1 1 1\n", "Case 1: Alice\r\nCase 2: Bob\r\n"),
                sample("1\n1\n5\n", "Case 1: Bob\n"),
            ],
        );
        assert!(spec.contains(r#"= ["Alice", "Bob"];"#), "{spec}");
        assert!(
            spec.contains(r#"const NUMBERED: Option<&'static str> = Some("Case {}: ");"#),
            "{spec}"
        );
        let hashed = first_spec("x-1", &[sample("1\n2\n", "Case #1: Yes\nCase #2: No\n")]);
        assert!(hashed.contains(r#"Some("Case #{}: ")"#), "{hashed}");
        // Numbers that do not count the answers are no label.
        for words in ["1\n0\n", "3 4 5\nnone\n", "Case 2: Yes\n"] {
            let spec = first_spec("x-1", &[sample("1\n2\n", words)]);
            assert!(!spec.contains("NUMBERED"), "{words:?}: {spec}");
        }
    }

    #[test]
    fn a_count_first_and_a_terminator_are_seen() {
        let counted = first_spec("hdu-1846", &[sample("2\n23 2\n4 3\n", "first\nsecond\n")]);
        assert!(counted.contains(r#""T cases / n m""#), "{counted}");
        let ended = first_spec(
            "hdu-2147",
            &[sample("5 3\n5 4\n0 0\n", "What a pity!\nWonderful!\n")],
        );
        assert!(ended.contains(r#""until 0 0 / n m""#), "{ended}");
    }

    #[test]
    fn lists_after_their_count() {
        let lists = first_spec("luogu-p2197", &[sample("2\n2\n1 1\n2\n1 0\n", "No\nYes\n")]);
        assert!(lists.contains(r#""T cases / N / a*N""#), "{lists}");
        assert!(lists.contains("0 <= N, a <= 10"), "{lists}");
    }

    #[test]
    fn the_first_spec_reads_as_a_format() {
        let spec = first_spec("hdu-1846", &[sample("2\n23 2\n4 3\n", "first\nsecond\n")]);
        let start = spec.find("[\"").unwrap();
        let text = &spec[start + 2..];
        let layout = &text[..text.find('"').unwrap()];
        assert_eq!(layout, "T cases / n m");
        let input =
            oracles::format::Input::parse("T cases / n m", "1 <= T <= 100; 1 <= n, m <= 100");
        assert_eq!(input.read(b"2\n23 2\n4 3\n").unwrap().cases.len(), 2);
    }

    /// The bound a first spec sets is one its enumeration builds: the exhaustive proof of a
    /// new problem runs at once, rather than being refused as too large.
    #[test]
    fn the_first_spec_s_exhaustive_bound_is_enumerable() {
        for (input, output) in [
            (
                "2\n2\n1 2\n7\n1 3 3 2 2 1 2\n",
                "Case 1: Alice\nCase 2: Bob\n",
            ),
            ("2\n23 2\n4 3\n", "first\nsecond\n"),
            ("3 1 2 3\n2 5 5\n", "Yes\nNo\n"),
        ] {
            let spec = first_spec("x-1", &[sample(input, output)]);
            let quoted: Vec<&str> = spec.split('"').collect();
            let at = quoted
                .iter()
                .position(|part| part.ends_with("= ["))
                .unwrap();
            let (layout, bounds) = (quoted[at + 1], quoted[at + 3]);
            let bound: u64 = spec
                .split("EXHAUSTIVE_BOUND: u64 = ")
                .nth(1)
                .and_then(|rest| rest.split(';').next())
                .and_then(|number| number.parse().ok())
                .unwrap();
            let leak =
                |text: &str| -> &'static str { Box::leak(text.to_string().into_boxed_str()) };
            let input = oracles::format::Input::parse(leak(layout), leak(bounds));
            let cases = input.try_enumerate(bound);
            assert!(
                cases.is_ok(),
                "{layout:?} {bounds:?} up to {bound}: {cases:?}"
            );
        }
    }
}
