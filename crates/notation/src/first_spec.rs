//! A first spec from a problem's samples, for the scaffold: the tokens per line, a count or a
//! terminator where one is visible, words and grids where tokens are no numbers (of the letters
//! the samples show), and the verdict words read from the sample outputs, behind their label
//! where the answers are numbered (`Case 1: Alice`, or `Case 1:` on a line of its own). A guess
//! the user corrects against the statement, written so that it compiles and its `wins` says
//! what is left to write (only that problem's tests fail until then).

use super::{notation, tree, Case, Frame, Input, Value};
use std::collections::BTreeMap;

/// The tokens of each non-empty line of a sample input.
fn token_lines(input: &str) -> Vec<Vec<&str>> {
    let lines = input.lines().map(|line| line.split_whitespace().collect());
    lines
        .filter(|tokens: &Vec<&str>| !tokens.is_empty())
        .collect()
}

/// Whether a token is a number as a format writes it back (no sign, no leading zero).
fn is_number(token: &str) -> bool {
    token
        .parse::<u64>()
        .is_ok_and(|value| value.to_string() == token)
}

/// The letters a word may hold while layouts are tried, from the samples' words (the tokens that
/// are no number as written: `..`, `0288`): `a-z`, `A-Z` and `0-9` for each range they touch
/// and the other characters themselves (`.#`), so that a word's column reads its tokens that
/// look like numbers too (`13` below `0288`); `None` without words. The format written holds
/// only the letters its words show ([`letters_shown`]).
fn reading_letters(samples: &[Vec<Vec<&str>>]) -> Option<String> {
    let mut chars: Vec<char> = samples
        .iter()
        .flatten()
        .flatten()
        .filter(|token| !is_number(token))
        .flat_map(|token| token.chars())
        .collect();
    if chars.is_empty() {
        return None;
    }
    chars.sort_unstable();
    chars.dedup();
    let mut letters = String::new();
    for (range, is_in) in [
        ("0-9", char::is_ascii_digit as fn(&char) -> bool),
        ("a-z", char::is_ascii_lowercase),
        ("A-Z", char::is_ascii_uppercase),
    ] {
        if chars.iter().any(is_in) {
            letters += range;
            chars.retain(|c| !is_in(c));
        }
    }
    letters.extend(chars);
    Some(dash_last(letters))
}

/// The letters with a `-` moved last, where the notation does not read it as a range.
fn dash_last(letters: String) -> String {
    let dashes = letters.matches('-').count()
        - letters.matches("0-9").count()
        - letters.matches("a-z").count()
        - letters.matches("A-Z").count();
    if dashes == 0 {
        return letters;
    }
    let ranges = ["0-9", "a-z", "A-Z"];
    let kept: String = ranges
        .iter()
        .filter(|r| letters.contains(*r))
        .copied()
        .collect();
    let mut others: String = ranges
        .iter()
        .fold(letters.clone(), |rest, range| rest.replace(range, ""))
        .replace('-', "");
    others.push('-');
    kept + &others
}

/// The letters of `words` as the samples show them, as the notation writes them: each character
/// they hold (a board of `0` and `1` is `01`, not `0-9`), a range only where they hold all of it
/// (`0-9`, `a-z`, `A-Z`), and a `-` last, where the notation does not read it as a range.
fn letters_shown<'a>(words: impl IntoIterator<Item = &'a str>) -> String {
    let mut chars: Vec<char> = words.into_iter().flat_map(str::chars).collect();
    chars.sort_unstable();
    chars.dedup();
    let mut letters = String::new();
    for (first, last) in [('0', '9'), ('a', 'z'), ('A', 'Z')] {
        if (first..=last).all(|c| chars.contains(&c)) {
            letters += &format!("{first}-{last}");
            chars.retain(|c| !(first..=last).contains(c));
        }
    }
    let dash = chars.contains(&'-');
    chars.retain(|&c| c != '-');
    letters.extend(chars);
    if dash {
        letters.push('-');
    }
    letters
}

/// Every word of `case`, at any depth.
fn words_of<'a>(case: &'a Case, words: &mut Vec<&'a str>) {
    for (_, value) in &case.fields {
        match value {
            Value::Word(word) => words.push(word),
            Value::Rows(rows) => rows.iter().for_each(|row| words_of(row, words)),
            Value::Number(_) | Value::List(_) => {}
        }
    }
}

/// The rows of a guess that are a tree's edges, `N` its vertices.
const EDGES: &str = "(I J)*(N - 1)";

/// The bounds of a guess's edges where every sample's are a tree: on the vertices `1..=N`
/// (`1 <= I, J <= N; (I J) tree`), or else on `0..N`; `None` where some sample's are not.
fn tree_clauses(guess: &Guess) -> Option<String> {
    if !guess.layout.contains(EDGES) {
        return None;
    }
    let trees: Vec<Vec<(u64, u64)>> = guess
        .cases
        .iter()
        .flatten()
        .map(|case| case.field("N"))
        .collect();
    let is_tree = |edges: &Vec<(u64, u64)>, low: u64| {
        let n = edges.len() + 1;
        let vertex = |v: u64| {
            let v = usize::try_from(v.checked_sub(low)?).ok()?;
            (v < n).then_some(v)
        };
        let edges: Option<Vec<tree::Edge>> = edges
            .iter()
            .map(|&(a, b)| Some((vertex(a)?, vertex(b)?)))
            .collect();
        edges.is_some_and(|edges| tree::tree_flaw(n, &edges).is_none())
    };
    [(1, "1 <= I, J <= N"), (0, "I, J < N")]
        .into_iter()
        .find(|&(low, _)| trees.iter().all(|edges| is_tree(edges, low)))
        .map(|(_, range)| format!("{range}; (I J) tree"))
}

/// The names of a guess that are words: a case's word `w`, a grid's rows `row`.
const WORDS: [&str; 2] = ["w", "row"];

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

/// The frames the samples allow, the likeliest first.
fn frames(samples: &[Vec<Vec<&str>>]) -> Vec<String> {
    let mut frames = Vec::new();
    let last_zeros = samples.iter().map(|lines| {
        let last = lines.last()?;
        last.iter().all(|&token| token == "0").then_some(last.len())
    });
    let last_zeros: Option<Vec<usize>> = last_zeros.collect();
    if let Some(width) = last_zeros.filter(|w| w.windows(2).all(|p| p[0] == p[1])) {
        if let Some(&width) = width.first() {
            frames.push(format!("until {}", vec!["0"; width].join(" ")));
        }
    }
    if samples
        .iter()
        .all(|lines| lines.first().is_some_and(|l| l.len() == 1))
    {
        frames.push("T cases".to_string());
    }
    frames.extend(["until end", "one case"].map(String::from));
    frames
}

/// The lines of one case worth trying, the simplest first: one line of numbers, a count and
/// its list, rows counted by a number, and queries until a line `0` after them; then, where the
/// samples hold words, a word, and a grid of rows counted by a number.
fn bodies(first_width: usize, words: bool) -> Vec<String> {
    let row = |width: usize| names(width).join(" ");
    let words = if words {
        vec!["w", "R C / (row)*R", "N / (row)*N", "N / (w)*N"]
    } else {
        Vec::new()
    };
    let numbers = vec![
        row(first_width),
        "N / a*N".to_string(),
        "k s*k".to_string(),
        "N / (k s*k)*N".to_string(),
        "N / (x y)*N".to_string(),
        // A tree's edges: N vertices, N − 1 rows of two ends.
        format!("N / {EDGES}"),
        "N / (k s*k)*N / queries(M p*M) until 0".to_string(),
        "n / queries(M p*M) until 0".to_string(),
        "k s*k / m / (l h*l)*m".to_string(),
    ];
    numbers
        .into_iter()
        .chain(words.into_iter().map(String::from))
        .collect()
}

fn leak(text: String) -> &'static str {
    Box::leak(text.into_boxed_str())
}

/// Every name of a layout: the frame's count, then each name of a case.
fn layout_names(layout: &str) -> Vec<&str> {
    let words = layout.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'));
    let mut names: Vec<&str> = Vec::new();
    for word in words {
        let is_name = word.starts_with(|c: char| c.is_ascii_alphabetic());
        let keyword = ["cases", "until", "end", "one", "case"].contains(&word);
        if is_name && !keyword && !names.contains(&word) {
            names.push(word);
        }
    }
    names
}

/// How a guess lays out its answers, as the generated spec says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Lines {
    One,
    FromVerdict,
    PerQuery,
}

/// A format that reads every sample as its lines show, and how the answers are laid out.
struct Guess {
    layout: String,
    /// The letters of its words, if it has any (`.#`, `0-9`).
    letters: Option<String>,
    input: &'static Input,
    cases: Vec<Vec<Case>>,
    lines: Lines,
}

/// Whether an output line is a verdict (holds a letter) rather than the numbers after one.
fn is_verdict(line: &str) -> bool {
    line.chars().any(|c| c.is_alphabetic())
}

/// The first layout (frame and lines) that reads every sample inside its (open) bounds,
/// renders back to the sample's own lines, and gives each answer its lines.
fn guess(samples: &[Vec<Vec<&str>>], outputs: &[Vec<&str>]) -> Option<Guess> {
    let first_width = samples
        .iter()
        .find_map(|lines| lines.get(usize::from(lines.len() > 1 && lines[0].len() == 1)))
        .map_or(1, Vec::len);
    let letters = reading_letters(samples);
    let mut readings = Vec::new();
    for frame in frames(samples) {
        for body in bodies(first_width, letters.is_some()) {
            let layout = format!("{frame} / {body}");
            // Every name open above, so that only the layout decides.
            let (words, numbers): (Vec<&str>, Vec<&str>) = layout_names(&layout)
                .into_iter()
                .partition(|name| WORDS.contains(name));
            let mut open = Vec::new();
            if !numbers.is_empty() {
                open.push(numbers.join(", ") + " >= 0");
            }
            if layout.contains(EDGES) {
                // N − 1 edges: at least one vertex.
                open.push("N >= 1".to_string());
            }
            if let (false, Some(letters)) = (words.is_empty(), &letters) {
                open.push(format!("{} in {letters}", words.join(", ")));
            }
            let open = open.join("; ");
            let Ok(input) = notation::parse(leak(layout.clone()), leak(open)) else {
                continue;
            };
            let input: &'static Input = Box::leak(Box::new(input));
            let read: Option<Vec<Vec<Case>>> = samples
                .iter()
                .map(|lines| {
                    let text: String = lines.iter().map(|l| l.join(" ") + "\n").collect();
                    let parsed = input.read(text.as_bytes()).ok()?;
                    let same =
                        parsed.outside_statement.is_none() && input.render(&parsed.cases) == text;
                    same.then_some(parsed.cases)
                })
                .collect();
            if let Some(cases) = read {
                readings.push((layout, input, cases));
            }
        }
    }
    // A line per case wherever some layout gives one, before answers of several lines.
    for lines in [Lines::One, Lines::FromVerdict, Lines::PerQuery] {
        let fits = |cases: &[Vec<Case>]| {
            cases
                .iter()
                .zip(outputs)
                .all(|(cases, answers)| match lines {
                    Lines::One => answers.len() == cases.len(),
                    Lines::FromVerdict => {
                        answers.iter().filter(|a| is_verdict(a)).count() == cases.len()
                            && answers.first().is_some_and(|a| is_verdict(a))
                    }
                    Lines::PerQuery => {
                        let groups = cases.iter().map(|case| {
                            let queries = case.fields.iter().find(|(name, _)| *name == "queries");
                            queries.map(|_| case.group("queries").len())
                        });
                        groups.sum::<Option<usize>>() == Some(answers.len())
                    }
                })
        };
        if let Some((layout, input, cases)) = readings.iter().find(|(_, _, cases)| fits(cases)) {
            // The format written holds the letters its words show, not those it read them with.
            let mut words = Vec::new();
            cases
                .iter()
                .flatten()
                .for_each(|case| words_of(case, &mut words));
            return Some(Guess {
                layout: layout.clone(),
                letters: (!words.is_empty()).then(|| letters_shown(words)),
                input,
                cases: cases.clone(),
                lines,
            });
        }
    }
    None
}

/// The values each name takes in `cases` (a count: the lengths of what it counts).
fn observed(input: &Input, cases: &[Case], seen: &mut BTreeMap<&'static str, Vec<u64>>) {
    let count_of = |counted: &str| {
        let mut counts = input.counted.iter();
        counts.find_map(|(count, what)| (*what == counted).then_some(*count))
    };
    for case in cases {
        for (name, value) in &case.fields {
            let mut note = |name, value| seen.entry(name).or_default().push(value);
            match value {
                Value::Number(v) => note(*name, *v),
                Value::Word(_) => {}
                Value::List(values) => {
                    values.iter().for_each(|&v| note(*name, v));
                    if let Some(count) = count_of(name) {
                        let length = values.len() as u64;
                        note(
                            count,
                            input.length_of(count).value(length).unwrap_or(length),
                        );
                    }
                }
                Value::Rows(rows) => {
                    if input.counted.contains_key(name) {
                        let length = rows.len() as u64;
                        note(*name, input.length_of(name).value(length).unwrap_or(length));
                    }
                    observed(input, rows, seen);
                }
            }
        }
    }
}

/// The bounds of a guess: T up to 100, counts up to 10^5, numbers below 2^31 (the judges' usual
/// `int`), each from 1 when the samples never show it 0, widened to what the samples show. A
/// number the samples never show (there are none: `runner new` without a payload) is bounded
/// all the same, so that the format written reads.
fn bounds(guess: &Guess) -> String {
    let mut seen = BTreeMap::new();
    for cases in &guess.cases {
        observed(guess.input, cases, &mut seen);
    }
    let mut clauses: Vec<(String, Vec<&str>)> = Vec::new();
    if let Frame::Counted(_) = guess.input.frame {
        let most = guess.cases.iter().map(Vec::len).max().unwrap_or(1).max(100);
        clauses.push((format!("1 <= {{}} <= {most}"), vec!["T"]));
    }
    let frame_count = match guess.input.frame {
        Frame::Counted(count) => Some(count),
        _ => None,
    };
    let groups = notation::until_names(&guess.input.nodes);
    let tree = tree_clauses(guess);
    for name in layout_names(&guess.layout) {
        // The frame's count is bounded above, words below, a group until zeros by its zeros,
        // a tree's ends by its vertices.
        let ends = tree.is_some() && ["I", "J"].contains(&name);
        if frame_count == Some(name) || WORDS.contains(&name) || groups.contains(&name) || ends {
            continue;
        }
        let values = seen.get(name).map_or(&[][..], Vec::as_slice);
        let low = u64::from(!values.contains(&0));
        let most = values.iter().copied().max().unwrap_or(0);
        let high = if guess.input.bounds[name].is_count {
            format!("<= {}", super::pretty(most.max(100_000)))
        } else if most < 1 << 31 {
            "< 2^31".to_string()
        } else {
            "< 2^63".to_string()
        };
        let clause = format!("{low} <= {{}} {high}");
        match clauses.iter_mut().find(|(c, _)| *c == clause) {
            Some((_, names)) => names.push(name),
            None => clauses.push((clause, vec![name])),
        }
    }
    let mut texts: Vec<String> = clauses
        .iter()
        .map(|(clause, names)| clause.replace("{}", &names.join(", ")))
        .collect();
    texts.extend(tree);
    let words = layout_names(&guess.layout)
        .into_iter()
        .filter(|name| WORDS.contains(name));
    for word in words {
        let letters = guess.letters.as_deref().unwrap_or_default();
        texts.push(format!("{word} in {letters}"));
        texts.push(word_length(guess, word));
    }
    texts.join("; ")
}

/// The length bound of the word `name`: `|row| = C` where every row of a grid is as long as its
/// case's `C` says, else up to the longest the samples show.
fn word_length(guess: &Guess, name: &str) -> String {
    let cases = guess.cases.iter().flatten();
    let grid_rows = |case: &Case| {
        let rows = case.fields.iter().find(|(field, _)| *field == "R")?;
        let Value::Rows(rows) = &rows.1 else {
            return None;
        };
        let width = case.fields.iter().find(|(field, _)| *field == "C")?;
        let Value::Number(width) = width.1 else {
            return None;
        };
        Some(rows.iter().all(|row| row.word(name).len() as u64 == width))
    };
    if name == "row" && cases.clone().all(|case| grid_rows(case) == Some(true)) {
        return format!("|{name}| = C");
    }
    let mut longest = 1;
    for case in cases {
        note_lengths(case, name, &mut longest);
    }
    format!("1 <= |{name}| <= {longest}")
}

/// Widens `longest` to the longest word `name` in `case`, at any depth.
fn note_lengths(case: &Case, name: &str, longest: &mut usize) {
    for (field, value) in &case.fields {
        match value {
            Value::Word(word) if *field == name => *longest = (*longest).max(word.len()),
            Value::Rows(rows) => rows.iter().for_each(|row| note_lengths(row, name, longest)),
            _ => {}
        }
    }
}

/// A format that reads any samples: each token a case, a word of the samples' characters.
fn any_tokens(samples: &[Vec<Vec<&str>>]) -> (String, String) {
    let tokens = samples.iter().flatten().flatten();
    let longest = tokens.clone().map(|token| token.len()).max().unwrap_or(1);
    let letters = letters_shown(tokens.copied());
    let letters = if letters.is_empty() {
        "0".to_string()
    } else {
        letters
    };
    (
        "until end / w".to_string(),
        format!("w in {letters}; 1 <= |w| <= {longest}"),
    )
}

/// The largest bound up to 10 whose enumeration stays small (20,000 cases): the exhaustive
/// proof of a new problem then runs at once.
fn exhaustive_bound(layout: &str, bounds: &str) -> u64 {
    let Ok(input) = notation::parse(leak(layout.to_string()), leak(bounds.to_string())) else {
        return 2;
    };
    let fits = |bound: u64| {
        // A tree of `bound` vertices alone has bound^(bound-2) cases: none are built to learn
        // it (8^6 = 262,144 took seconds in a debug build).
        let trees = usize::try_from(bound).map_or(u128::MAX, tree::how_many);
        if layout.contains(EDGES) && trees > 20_000 {
            return false;
        }
        // A step of the walk that would build more than twice the cases wanted is refused
        // before it is built: the first bound too large for a graph with queries (HDU 1524's
        // sample) built 131,280 cases in 6 s to learn it. The statement's relations keep some
        // of a step's cases out, but not half of them: the first specs of the Companion
        // fixtures and of every problem's samples were the same with and without this limit.
        input
            .try_enumerate_at_most(bound, 40_000)
            .is_ok_and(|cases| cases.len() <= 20_000)
    };
    (3..=10)
        .take_while(|&bound| fits(bound))
        .last()
        .unwrap_or(2)
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

/// `line` as a numbered answer's label: the label with `{}` for its first number, that number,
/// and what follows the label on the line (`Case #2: Bob` → `Case #{}: `, `2`, `Bob`; `Game 3:
/// -1 -1 -1` → `Game {}: `, `3`, `-1 -1 -1`); `None` for a line without a number, or with no
/// text around it (`3` is an answer, not a label). The label is any text before the number, and
/// after it the marks up to the first space and the spaces (`: `): a sign after them is the
/// answer's.
fn label_in(line: &str) -> Option<(String, &str, &str)> {
    let start = line.find(|c: char| c.is_ascii_digit())?;
    let after = line[start..].trim_start_matches(|c: char| c.is_ascii_digit());
    let digits = &line[start..line.len() - after.len()];
    let marks = after.trim_start_matches(|c: char| !c.is_alphanumeric() && !c.is_whitespace());
    let rest = marks.trim_start();
    let separator = &after[..after.len() - rest.len()];
    let label = format!("{}{{}}{separator}", &line[..start]);
    (label != "{}").then_some((label, digits, rest))
}

/// `line` as the `number`-th answer's label and what follows it on the line.
fn numbered_line(line: &str, number: usize) -> Option<(String, &str)> {
    let (label, digits, rest) = label_in(line)?;
    (digits == number.to_string()).then_some((label, rest))
}

/// The label of the samples' numbered answers, as a spec's `NUMBERED` writes it, and the answers
/// without it: every line of every output behind its label, numbered from 1 (`Case 1: Alice`:
/// `"Case {}: "`), or every answer under a label line of its own (`Case 1:`, then `Alice`:
/// `"Case {}:\n"`). `None` and the lines as they are where the outputs are not numbered so.
fn numbering<'a>(outputs: &[Vec<&'a str>]) -> (Option<String>, Vec<Vec<&'a str>>) {
    // Every answer carries the same label.
    let same_label = |label: &mut Option<String>, this: String| match label {
        Some(label) => *label == this,
        None => {
            *label = Some(this);
            true
        }
    };
    // A label before each answer on its line.
    let mut label = None;
    let mut answers = Vec::new();
    let before_each = outputs.iter().all(|lines| {
        let mut unlabelled = Vec::new();
        let numbered = lines.iter().enumerate().all(|(i, line)| {
            let Some((this, rest)) = numbered_line(line, i + 1) else {
                return false;
            };
            unlabelled.push(rest);
            !rest.is_empty() && same_label(&mut label, this)
        });
        answers.push(unlabelled);
        numbered
    });
    if before_each && label.is_some() {
        return (label, answers);
    }
    // A label on a line of its own, then its answer's lines, one at least.
    let mut label = None;
    let mut answers = Vec::new();
    let own_lines = outputs.iter().all(|lines| {
        let mut unlabelled = Vec::new();
        let (mut number, mut since_label) = (0, 0);
        for &line in lines {
            match label_in(line) {
                // Every label line the next in order, and each answer a line at least.
                Some((this, digits, "")) => {
                    let next = digits == (number + 1).to_string();
                    if !next || (number > 0 && since_label == 0) || !same_label(&mut label, this) {
                        return false;
                    }
                    number += 1;
                    since_label = 0;
                }
                _ if number == 0 => return false,
                _ => {
                    unlabelled.push(line);
                    since_label += 1;
                }
            }
        }
        answers.push(unlabelled);
        since_label > 0
    });
    if own_lines && label.is_some() {
        return (label.map(|label| label + "\n"), answers);
    }
    (None, outputs.to_vec())
}

/// The Rust text of a first spec for the package `name` from its samples (input, output): its
/// format guessed from the inputs' lines (the first layout that reads every sample as its lines
/// show, with as many answers as the outputs hold: a line per case, a verdict line and the lines
/// after it, or a line per query of a section until `0`), its bounds the judges' usual ones
/// widened to the samples, its verdict words from the outputs' lines (the one that reads as a
/// loss, `LOST` or `second`, taken as the losing one) behind their label where the answers are
/// numbered (`Case 1: `, or `Case 1:` on a line of its own), its game left as a `todo!` naming
/// what to write.
pub fn first_spec(name: &str, samples: &[(String, String)]) -> String {
    guessed(name, samples).text
}

/// A first spec ([`first_spec`]) and what it declares, for the scaffold's solution to read and
/// write as the spec says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstSpec {
    /// The spec's Rust text.
    pub text: String,
    /// Its `FORMAT`: the layout and the bounds.
    pub format: [String; 2],
    /// Its `NUMBERED` label, if the answers are numbered (`"Case {}: "`).
    pub numbered: Option<String>,
    /// Whether an answer may have several lines (a verdict and the lines after it, a line per
    /// query), rather than one.
    pub several_lines: bool,
}

/// [`first_spec`], with what it declares.
pub fn guessed(name: &str, samples: &[(String, String)]) -> FirstSpec {
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
    let (label, outputs) = numbering(&outputs);
    let inputs: Vec<Vec<Vec<&str>>> = samples
        .iter()
        .map(|(input, _)| token_lines(input))
        .collect();
    let guessed = guess(&inputs, &outputs);
    let lines = guessed.as_ref().map_or(Lines::One, |guess| guess.lines);
    let mut verdicts: Vec<String> = Vec::new();
    for answer in outputs.iter().flatten() {
        let counts = lines != Lines::FromVerdict || is_verdict(answer);
        if counts && !verdicts.iter().any(|verdict| verdict == answer) {
            verdicts.push(answer.to_string());
        }
    }
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
    let (layout_text, bounds) = match &guessed {
        Some(guess) => (guess.layout.clone(), bounds(guess)),
        None => any_tokens(&inputs),
    };
    // A format that does not read its own samples is never written.
    let guessed_note = if samples.is_empty() {
        "Guessed from nothing: there are no samples yet. A placeholder that reads;\n    \
         // write the statement's."
    } else if guessed.is_some() {
        "Guessed from the samples: the frame, the names and the bounds come from the statement."
    } else {
        "Guessed from the samples: no layout tried gives the samples' lines and answers: this one reads\n    \
         // each token as a case. Write the statement's."
    };
    let order_note = if sounds_lost(&win) == sounds_lost(&lose) {
        "\n    // Which verdict is the mover's win the samples do not tell: the first is taken as the\n    \
         // win. Swap them if the statement says otherwise."
    } else {
        ""
    };
    let more = match lines {
        Lines::One if verdicts.len() > 2 => {
            "\n    // The samples print more than two answers: write `answer` too."
        }
        Lines::One => "",
        Lines::FromVerdict => {
            "\n    // An answer is a verdict line and the lines after it: write `answer` too.\n    \
             const LINES_PER_ANSWER: AnswerLines = AnswerLines::FromVerdict;"
        }
        Lines::PerQuery => {
            "\n    // A line per query of `queries`: write `answer` too.\n    \
             const LINES_PER_ANSWER: AnswerLines = AnswerLines::AsExpected;"
        }
    };
    let numbered = match &label {
        Some(label) => format!("\n    const NUMBERED: Option<&'static str> = Some({label:?});"),
        None => String::new(),
    };
    let exhaustive_bound = exhaustive_bound(&layout_text, &bounds);
    // As rustfmt lays it out: on one line where it fits in 100 columns.
    let mut format_line =
        format!("    const FORMAT: [&'static str; 2] = [{layout_text:?}, {bounds:?}];");
    if format_line.chars().count() > 100 {
        format_line = format!(
            "    const FORMAT: [&'static str; 2] = [\n        {layout_text:?},\n        {bounds:?},\n    ];"
        );
    }
    let spec = type_name(name);
    let text = format!(
        r#"//! {name}: the game in one line (a first spec from the samples: check it against the
//! statement).

use oracles::prelude::*;

#[derive(Default)]
pub struct {spec};

impl Problem for {spec} {{
    const NAME: &'static str = "{name}";
    // {guessed_note}
{format_line}{order_note}
    const VERDICTS: [&'static str; 2] = [{win:?}, {lose:?}];{more}{numbered}
    const EXHAUSTIVE_BOUND: u64 = {exhaustive_bound};

    /// The game's search. For a game of crates/moves on the case's values, one line in place of
    /// this function, with the struct holding the game: `oracles::plays!(bash::Bash(n, m));`.
    fn wins(&mut self, case: &Case) -> bool {{
        todo!("{name}: the position of a game of crates/moves for {{case:?}}, and its search")
    }}

    /// The winning rule with an off-by-one in a constant or a comparison, as a solution might
    /// get it wrong: the proofs must catch it.
    fn planted_bug(&mut self, case: &Case) -> String {{
        todo!("{name}: a near miss of the winning rule for {{case:?}}")
    }}
}}
"#
    );
    FirstSpec {
        text,
        format: [layout_text, bounds],
        numbered: label,
        several_lines: lines != Lines::One,
    }
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
            spec.contains(r#"["until end / n p q", "1 <= n, p, q < 2^31"]"#),
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
        assert!(
            lists.contains("1 <= T <= 100; 1 <= N <= 10^5; 0 <= a < 2^31"),
            "{lists}"
        );
    }

    #[test]
    fn the_first_spec_reads_as_a_format() {
        let spec = first_spec("hdu-1846", &[sample("2\n23 2\n4 3\n", "first\nsecond\n")]);
        let start = spec.find("[\"").unwrap();
        let text = &spec[start + 2..];
        let layout = &text[..text.find('"').unwrap()];
        assert_eq!(layout, "T cases / n m");
        let input = super::super::Input::parse("T cases / n m", "1 <= T <= 100; 1 <= n, m <= 100");
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
                .position(|part| part.trim_end().ends_with("= ["))
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
            let input = super::super::Input::parse(leak(layout), leak(bounds));
            let cases = input.try_enumerate(bound);
            assert!(
                cases.is_ok(),
                "{layout:?} {bounds:?} up to {bound}: {cases:?}"
            );
        }
    }

    /// The layout and bounds a first spec writes in its FORMAT.
    fn format_of(spec: &str) -> (&'static str, &'static str) {
        let quoted: Vec<&str> = spec.split('"').collect();
        let at = quoted
            .iter()
            .position(|part| part.trim_end().ends_with("= ["))
            .unwrap();
        (
            leak(quoted[at + 1].to_string()),
            leak(quoted[at + 3].to_string()),
        )
    }

    #[test]
    fn words_and_grids_are_guessed() {
        let grid = "2\n2 2\n..\n.#\n1 3\n...\n";
        let spec = first_spec("kattis-dominogame", &[sample(grid, "A\nB\n")]);
        assert_eq!(
            format_of(&spec),
            (
                "T cases / R C / (row)*R",
                "1 <= T <= 100; 1 <= R <= 10^5; 1 <= C < 2^31; row in #.; |row| = C"
            ),
            "{spec}"
        );
        let digits = first_spec("x-1", &[sample("0288\n13\n7\n", "B\nA\nB\n")]);
        assert_eq!(
            format_of(&digits),
            ("until end / w", "w in 012378; 1 <= |w| <= 4"),
            "{digits}"
        );
        for (spec, input) in [(&spec, grid), (&digits, "0288\n13\n7\n")] {
            let (layout, bounds) = format_of(spec);
            let parsed = notation::parse(layout, bounds)
                .unwrap()
                .read(input.as_bytes());
            assert_eq!(parsed.map(|p| p.outside_statement), Ok(None), "{spec}");
        }
    }

    /// Where no layout gives the samples' lines, the format written still reads them.
    #[test]
    fn the_format_written_reads_its_samples() {
        for input in ["1 2\n3\n4 5 6\n", "1 -2\n#.-\n4 a-b 6\n"] {
            let spec = first_spec("x-1", &[sample(input, "first\nsecond\nfirst\nsecond\n")]);
            assert!(
                spec.contains("reads\n    // each token as a case"),
                "{spec}"
            );
            let (layout, bounds) = format_of(&spec);
            let parsed = notation::parse(layout, bounds)
                .unwrap()
                .read(input.as_bytes());
            assert_eq!(parsed.map(|p| p.outside_statement), Ok(None), "{spec}");
        }
    }

    #[test]
    fn verdicts_in_an_unknown_order_say_so() {
        let spec = first_spec("x-1", &[sample("1\n2\n", "B\nA\n")]);
        assert!(spec.contains(r#"= ["B", "A"];"#), "{spec}");
        assert!(spec.contains("the samples do not tell"), "{spec}");
        let known = first_spec("x-1", &[sample("1\n2\n", "LOST\nWIN\n")]);
        assert!(!known.contains("do not tell"), "{known}");
    }

    /// Regression: a board of `0` and `1` was written `row in 0-9`, so that its random and
    /// enumerated boards held digits no statement of the kind allows.
    #[test]
    fn letters_are_guessed_as_the_samples_show_them() {
        let board = "2\n2 3\n011\n101\n1 4\n0110\n";
        let spec = first_spec("x-1", &[sample(board, "Bob\nAlice\n")]);
        assert_eq!(
            format_of(&spec),
            (
                "T cases / R C / (row)*R",
                "1 <= T <= 100; 1 <= R <= 10^5; 1 <= C < 2^31; row in 01; |row| = C"
            ),
            "{spec}"
        );
        // A class shown whole is its range; a `-` goes last, where it is no range.
        assert_eq!(letters_shown(["0123456789", "x"]), "0-9x");
        assert_eq!(letters_shown(["a-b", "#"]), "#ab-");
        assert_eq!(letters_shown(["AZ", "abcdefghijklmnopqrstuvwxyz"]), "a-zAZ");
    }

    /// Regression: the label line `Case 1:` of answers numbered on a line of their own was taken
    /// for a verdict.
    #[test]
    fn a_label_on_a_line_of_its_own_is_no_verdict() {
        let spec = first_spec(
            "x-1",
            &[
                sample("2\n2\n1 2\n3\n1 1 1\n", "Case 1:\nAlice\nCase 2:\nBob\n"),
                sample("1\n1\n5\n", "Case 1:\r\nBob\r\n"),
            ],
        );
        assert!(spec.contains(r#"= ["Alice", "Bob"];"#), "{spec}");
        assert!(
            spec.contains(r#"const NUMBERED: Option<&'static str> = Some("Case {}:\n");"#),
            "{spec}"
        );
        assert_eq!(format_of(&spec).0, "T cases / N / a*N", "{spec}");
        assert!(!spec.contains("LINES_PER_ANSWER"), "{spec}");
        // Under its label line, an answer may have lines of its own.
        let moves = first_spec(
            "x-1",
            &[sample(
                "3\n3 6 9\n2\n45 45\n0\n",
                "Case #1:\nYes\n9 5\nCase #2:\nNo\n",
            )],
        );
        assert!(moves.contains(r#"Some("Case #{}:\n")"#), "{moves}");
        assert!(moves.contains("AnswerLines::FromVerdict"), "{moves}");
        assert!(moves.contains(r#"= ["Yes", "No"];"#), "{moves}");
        // A label with no answer under it, or numbers that do not count the answers, are none.
        for words in ["Case 1:\nCase 2:\nYes\n", "Case 1:\nYes\nCase 3:\nNo\n"] {
            let spec = first_spec("x-1", &[sample("1\n2\n", words)]);
            assert!(!spec.contains("NUMBERED"), "{words:?}: {spec}");
        }
    }

    /// Regression: UVa 1378's `Game 1: 0 2 3` was taken for a verdict, the `-` of `Game 3: -1 -1
    /// -1` read as part of its label.
    #[test]
    fn a_label_of_any_word_before_answers_of_numbers() {
        let spec = first_spec(
            "uva-1378",
            &[sample(
                "4\n1 0 1 100\n3\n1 0 5\n2\n2 1\n0\n",
                "Game 1: 0 2 3\nGame 2: 0 1 1\nGame 3: -1 -1 -1\n",
            )],
        );
        assert!(
            spec.contains(r#"const NUMBERED: Option<&'static str> = Some("Game {}: ");"#),
            "{spec}"
        );
        assert_eq!(format_of(&spec).0, "until 0 / N / a*N", "{spec}");
        assert!(spec.contains("write `answer` too"), "{spec}");
        assert_eq!(
            label_in("Game 3: -1 -1 -1"),
            Some(("Game {}: ".to_string(), "3", "-1 -1 -1"))
        );
        assert_eq!(
            label_in("Case #2:Bob"),
            Some(("Case #{}:".to_string(), "2", "Bob"))
        );
    }

    /// HDU 3094's sample: N, then the N − 1 edges of a tree on 1..=N.
    #[test]
    fn an_edge_list_is_read_as_a_tree() {
        let input =
            "3\n3\n1 2\n2 3\n3\n1 2\n1 3\n10\n6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n6 10\n";
        let spec = first_spec("hdu-3094", &[sample(input, "Alice\nBob\nAlice\n")]);
        let (layout, bounds) = format_of(&spec);
        assert_eq!(
            (layout, bounds),
            (
                "T cases / N / (I J)*(N - 1)",
                "1 <= T <= 100; 1 <= N <= 10^5; 1 <= I, J <= N; (I J) tree"
            ),
            "{spec}"
        );
        let parsed = notation::parse(layout, bounds)
            .unwrap()
            .read(input.as_bytes());
        assert_eq!(parsed.map(|p| p.outside_statement), Ok(None));
        assert!(spec.contains("EXHAUSTIVE_BOUND: u64 = 7;"), "{spec}");
        // Edges of a forest, or numbered from 0: the layout, and the bounds to match.
        let cycle = first_spec("x-1", &[sample("1\n3\n1 2\n2 1\n", "A\n")]);
        assert_eq!(
            format_of(&cycle),
            (
                "T cases / N / (I J)*(N - 1)",
                "1 <= T <= 100; 1 <= N <= 10^5; 1 <= I, J < 2^31"
            ),
            "{cycle}"
        );
        let from_zero = first_spec("x-1", &[sample("1\n3\n0 2\n2 1\n", "A\n")]);
        assert!(from_zero.contains("; I, J < N; (I J) tree"), "{from_zero}");
    }

    /// Regression: `runner new` without a payload wrote `["T cases / n", "1 <= T <= 100"]`, whose
    /// `n` has no bounds, so the new problem's `the_format_reads` failed and every tool refused
    /// its spec.
    #[test]
    fn without_samples_the_format_written_reads() {
        let spec = first_spec("hdu-9999", &[]);
        let (layout, bounds) = format_of(&spec);
        assert_eq!(
            (layout, bounds),
            ("T cases / n", "1 <= T <= 100; 1 <= n < 2^31"),
            "{spec}"
        );
        assert!(
            spec.contains("// Guessed from nothing: there are no samples yet."),
            "{spec}"
        );
        let input = notation::parse(layout, bounds).unwrap();
        let bound: u64 = spec
            .split("EXHAUSTIVE_BOUND: u64 = ")
            .nth(1)
            .and_then(|rest| rest.split(';').next())
            .and_then(|number| number.parse().ok())
            .unwrap();
        assert!(input.try_enumerate(bound).is_ok(), "{spec}");
    }
}
