//! A problem's scaffold, checked and written: the crate with its metadata, a `main.rs` (`solve`
//! plus `main`, input through `common::io` as the first spec's format has it (`reading.rs`),
//! the proof line), its `tests/proof.rs`, a README skeleton, its spec beside them
//! (`problems/<name>/spec.rs`, which the tools find by its folder), and its testcase folder. The workspace's members are `problems/*`, so nothing
//! outside those two folders names it. It never overwrites anything.
//!
//! [`Scaffold::new`] is the one place that checks what goes into those files (name, judge, id,
//! title, URL, limits), and [`create`] writes them, for `new NAME` (`new.rs`) and for the
//! imports of Competitive Companion's problems (`import.rs`) alike; it uses neither.

use super::judges::Identity;
use super::reading::{reading, Reading};
use crate::workspace::Workspace;
use notation::first_spec::{guessed, FirstSpec};
use notation::Input;
use std::fs;
use std::path::Path;

/// The largest time limit a scaffold takes: a day, beyond any judge, and within TOML's signed
/// 64-bit integers.
pub const MAX_TIME_LIMIT_MS: u64 = 86_400_000;
/// The largest memory limit a scaffold takes: a TiB, beyond any judge; its size in bytes fits a
/// 64-bit integer with room to spare.
pub const MAX_MEMORY_LIMIT_MIB: u64 = 1_048_576;

/// What the scaffold writes into the templates. Built by [`Scaffold::new`], which checks every
/// field, so the templates can paste them as they are.
#[derive(Debug)]
pub struct Scaffold {
    pub name: String,
    judge: String,
    id: String,
    title: String,
    url: String,
    time_limit_ms: u64,
    memory_limit_mib: u64,
}

impl Scaffold {
    /// Checks what goes into the files, for `new NAME` and the imports alike: a package name
    /// cargo accepts, in the `<judge>-<id>` form the tools expect ([`check_name`]); a judge, an
    /// id, a title and a URL that cannot end a doc comment's line or break out of a TOML string
    /// (white space folded, line breaks included, as a web page shows them; any other control
    /// character refused; any script kept: `取石子游戏` stays as it is); limits that TOML's
    /// integers hold.
    pub fn new(
        identity: &Identity,
        title: &str,
        url: &str,
        time_limit_ms: u64,
        memory_limit_mib: u64,
    ) -> Result<Scaffold, String> {
        check_name(&identity.name)?;
        let judge = one_line("judge", &identity.judge)?;
        let id = one_line("id", &identity.id)?;
        let title = one_line("title", title)?;
        let url = clean_url(url)?;
        if !(1..=MAX_TIME_LIMIT_MS).contains(&time_limit_ms) {
            return Err(format!(
                "time limit {time_limit_ms} ms: it should be from 1 to {MAX_TIME_LIMIT_MS}"
            ));
        }
        if !(1..=MAX_MEMORY_LIMIT_MIB).contains(&memory_limit_mib) {
            return Err(format!(
                "memory limit {memory_limit_mib} MiB: it should be from 1 to \
                 {MAX_MEMORY_LIMIT_MIB}"
            ));
        }
        Ok(Scaffold {
            name: identity.name.clone(),
            judge,
            id,
            title,
            url,
            time_limit_ms,
            memory_limit_mib,
        })
    }

    #[cfg(test)]
    pub fn time_limit_ms(&self) -> u64 {
        self.time_limit_ms
    }

    #[cfg(test)]
    pub fn memory_limit_mib(&self) -> u64 {
        self.memory_limit_mib
    }
}

/// The longest package name taken: long enough for any judge's id, short enough for a path.
const MAX_NAME: usize = 64;

/// A package name cargo accepts, in the `<judge>-<id>` form: parts of small ASCII letters and
/// digits joined by single dashes, at least two, the first starting with a letter (cargo refuses
/// a name that starts with a digit, and the spec's type would be `pub struct 11;`).
pub fn check_name(name: &str) -> Result<(), String> {
    let parts: Vec<&str> = name.split('-').collect();
    let valid = name.len() <= MAX_NAME
        && parts.len() >= 2
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && parts.iter().all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        });
    if valid {
        Ok(())
    } else {
        Err(format!(
            "`{}` is not a problem name: use <judge>-<id> in lower case, ASCII letters and \
             digits joined by dashes, the judge starting with a letter, at most {MAX_NAME} \
             characters, e.g. hdu-9999 or luogu-p9999",
            name.escape_debug()
        ))
    }
}

/// Whether [`create`] may find the problem's testcase folder already there.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Testcases {
    /// `new NAME`: a folder already there means the name is taken.
    MustBeNew,
    /// An import: the samples are merged into the folder afterwards, whatever it holds.
    MayExist,
}

/// Writes the problem's crate with its spec, and creates its testcase folder. Refuses, before
/// writing anything, if the crate is already there: it never overwrites.
/// The spec is a first guess from the samples (`first_spec`): the format and the verdict words
/// as the samples show them, the game left to write.
pub fn create(
    workspace: &Workspace,
    spec: &Scaffold,
    testcases: Testcases,
    samples: &[(String, String)],
) -> Result<(), String> {
    let name = &spec.name;
    let crate_dir = workspace.problems_dir().join(name);
    let cases_dir = workspace.testcases_dir(name);
    let mut taken = vec![&crate_dir];
    if testcases == Testcases::MustBeNew {
        taken.push(&cases_dir);
    }
    for existing in taken {
        if existing.exists() {
            return Err(format!(
                "{} already exists: `new` never overwrites a problem; pick another name or \
                 remove it first",
                existing.display()
            ));
        }
    }
    // The solution reads what its spec declares.
    let first_spec = guessed(name, samples);
    write_new(&crate_dir.join("Cargo.toml"), &manifest(spec))?;
    write_new(
        &crate_dir.join("src").join("main.rs"),
        &main_rs(spec, &solution_reading(name, &first_spec)),
    )?;
    write_new(&crate_dir.join("tests").join("proof.rs"), &proof_rs(spec))?;
    write_new(&crate_dir.join("README.md"), &readme(spec))?;
    let tool_line = format!("\nspec_tools::main!({});\n", spec.type_name());
    write_new(&crate_dir.join("spec.rs"), &(first_spec.text + &tool_line))?;
    fs::create_dir_all(&cases_dir)
        .map_err(|e| format!("cannot create {}: {e}", cases_dir.display()))?;
    Ok(())
}

/// Text fit for a doc comment's line and a TOML string: white space (tabs, line breaks) folded
/// into single spaces, and trimmed. Other control characters, and the bidirectional overrides
/// that rustc refuses in comments (`text_direction_codepoint_in_comment`), are refused.
fn one_line(what: &str, text: &str) -> Result<String, String> {
    let folded = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if let Some(c) = folded
        .chars()
        .find(|&c| c.is_control() || is_bidi_control(c))
    {
        return Err(format!(
            "the {what} {folded:?} holds the control character U+{:04X}: give it without",
            c as u32
        ));
    }
    if folded.is_empty() {
        return Err(format!("the {what} is empty: give the problem's {what}"));
    }
    Ok(folded)
}

/// A URL as given, trimmed; one with white space or a control character inside is refused
/// (a page's address has neither, and either would end the README's link or a comment's line).
fn clean_url(url: &str) -> Result<String, String> {
    let url = url.trim();
    if let Some(c) = url
        .chars()
        .find(|&c| c.is_whitespace() || c.is_control() || is_bidi_control(c))
    {
        return Err(format!(
            "the URL {url:?} holds U+{:04X}: a page's address has no white space or control \
             characters",
            c as u32
        ));
    }
    Ok(url.to_string())
}

/// The characters that reorder text on screen (U+202A..U+202E, U+2066..U+2069), which rustc
/// refuses in comments because they make code read differently from how it compiles.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}')
}

impl Scaffold {
    /// The spec's type: `luogu-p1247` → `LuoguP1247`.
    fn type_name(&self) -> String {
        spec_type(&self.name)
    }
}

/// The spec's type of the problem `name`: `luogu-p1247` → `LuoguP1247`.
pub fn spec_type(name: &str) -> String {
    let mut type_name = String::new();
    for part in name.split('-') {
        let mut chars = part.chars();
        if let Some(first) = chars.next() {
            type_name.push(first.to_ascii_uppercase());
            type_name.extend(chars);
        }
    }
    type_name
}

/// Creates `path` and its parents; refuses to replace a file that is already there.
pub fn write_new(path: &Path, contents: &str) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent)
            .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
    }
    fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .and_then(|mut file| std::io::Write::write_all(&mut file, contents.as_bytes()))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// `text` as a TOML string, written by the toml crate's own writer (which escapes what needs it).
fn toml_string(text: &str) -> String {
    toml::Value::String(text.to_string()).to_string()
}

fn manifest(spec: &Scaffold) -> String {
    format!(
        r#"[package]
name = "{name}"
version = "0.1.0"
edition.workspace = true
# The bundle of this solution is compiled with Rust 1.63 (judges' compilers are old), so
# clippy advises for it: no `n.is_multiple_of(3)` for `n % 3 == 0`.
rust-version = "1.63"
license.workspace = true
publish.workspace = true

[package.metadata.problem]
judge = {judge}
id = {id}
title = {title}
url = {url}
time-limit-ms = {time}
memory-limit-mib = {memory}
compare = "exact"
game = "TODO: the game"
rule = "TODO: the winning rule in one line"

[dependencies]
common.workspace = true
proconio.workspace = true

[dev-dependencies]
oracles.workspace = true
spec-tools.workspace = true

# The problem's spec (its format, game and planted bug), built into the tool that serves
# `stress`, `gen`, `table` and `sg --input` for this problem.
[[example]]
name = "{name}-spec"
path = "spec.rs"
"#,
        name = spec.name,
        judge = toml_string(&spec.judge),
        id = toml_string(&spec.id),
        title = toml_string(&spec.title),
        url = toml_string(&spec.url),
        time = spec.time_limit_ms,
        memory = spec.memory_limit_mib,
    )
}

/// How the solution of the first spec reads its cases: as the spec's format has them.
fn solution_reading(name: &str, first_spec: &FirstSpec) -> Reading {
    let [layout, bounds] = first_spec.format.clone();
    let leak = |text: String| -> &'static str { Box::leak(text.into_boxed_str()) };
    // `first_spec` writes only a format that reads (its own tests hold it to that).
    let input = Input::parse(leak(layout), leak(bounds));
    reading(
        name,
        &input,
        first_spec.numbered.as_deref(),
        first_spec.several_lines,
    )
}

fn main_rs(spec: &Scaffold, reading: &Reading) -> String {
    format!(
        r#"//! {judge} {id}, {title}: the winning rule in one line.

use common::io::{{{uses}}};
use proconio::input;
use std::io::{{self, BufRead, Write}};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {{
    let mut scanner = Scanner::new(input);
    // Each case read as the spec's FORMAT says (check both against the statement), answered
    // with `common`, and written.
{body}    Ok(())
}}

{answer}
fn main() {{
    common::io::run(solve);
}}

#[cfg(test)]
#[path = "../spec.rs"]
mod spec;
#[cfg(test)]
oracles::prove_solve!(spec::{spec_type});
"#,
        judge = spec.judge,
        id = spec.id,
        title = spec.title,
        uses = reading.uses.join(", "),
        body = reading.body,
        answer = reading.answer,
        spec_type = spec.type_name(),
    )
}

fn proof_rs(spec: &Scaffold) -> String {
    format!(
        r#"//! The built binary against the brute force on random and broken inputs (`oracles::check`).

#[path = "../spec.rs"]
mod spec;

oracles::prove_binary!(spec::{spec_type}, env!("CARGO_BIN_EXE_{name}"));
"#,
        spec_type = spec.type_name(),
        name = spec.name,
    )
}

/// A sentence of the README the scaffold writes, for `check-problem` to tell a README still
/// to write.
pub const README_PLACEHOLDER: &str = "The statement in your own words";

fn readme(spec: &Scaffold) -> String {
    format!(
        r#"# {judge} {id} — {title}

[Problem page]({url}) · {time} ms / {memory} MiB

## Statement
{placeholder}: the game, who moves first, who wins.

**Input.** The framing: case count or terminator, value ranges.
**Output.** The exact strings.

## Theory
**Rule.** The winning rule.

**Why.** A short argument.

**Code.** Which `common` functions carry it.
"#,
        judge = spec.judge,
        id = spec.id,
        title = spec.title,
        url = spec.url,
        time = spec.time_limit_ms,
        memory = spec.memory_limit_mib,
        placeholder = README_PLACEHOLDER,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn identity(name: &str) -> Identity {
        Identity::of_name(name).0
    }

    /// A spec with only its name set.
    fn named(name: &str) -> Scaffold {
        Scaffold::new(&identity(name), "T", "", 1000, 32).unwrap()
    }

    #[test]
    fn spec_names_follow_the_package_name() {
        assert_eq!(named("luogu-p1247").type_name(), "LuoguP1247");
        assert_eq!(named("hdu-1536").type_name(), "Hdu1536");
        assert_eq!(named("vjudge-123-a").type_name(), "Vjudge123A");
    }

    #[test]
    fn names_cargo_or_the_tools_would_refuse_are_refused() {
        for name in [
            "hdu",
            "HDU-1536",
            "hdu-",
            "-1536",
            "hdu--1536",
            "hdu_1536",
            "hdu-15 36",
            "1hdu-1536",
            "hdu-é",
            &format!("hdu-{}", "1".repeat(MAX_NAME)),
        ] {
            assert!(check_name(name).is_err(), "{name}");
        }
        for name in ["hdu-1536", "vjudge-123456-a", "abc123-a", "cses-1097"] {
            assert!(check_name(name).is_ok(), "{name}");
        }
    }

    #[test]
    fn metadata_strings_read_back_as_written() {
        for text in [
            r#"a "b" \c"#,
            "it's",
            r#"'''""""#,
            "【模板】Nim 游戏",
            "tab\there",
            "line\nbreak",
        ] {
            let document: toml::Table = format!("x = {}", toml_string(text)).parse().unwrap();
            assert_eq!(document["x"].as_str(), Some(text));
        }
    }

    #[test]
    fn titles_fold_white_space_keep_any_script_and_refuse_control_characters() {
        let title = |text: &str| Scaffold::new(&identity("hdu-1"), text, "", 1, 1).map(|s| s.title);
        assert_eq!(title("  Brave\n\tGame \r\n").unwrap(), "Brave Game");
        assert_eq!(title("取石子游戏").unwrap(), "取石子游戏");
        assert!(title("a\u{7}b").is_err());
        assert!(title("evil\u{202E}txt").is_err());
        assert!(title(" \n ").is_err());
    }

    #[test]
    fn urls_with_white_space_or_control_characters_are_refused() {
        assert_eq!(
            clean_url(" http://poj.org/problem?id=1 ").unwrap(),
            "http://poj.org/problem?id=1"
        );
        assert!(clean_url("http://x/\nfn main() {}").is_err());
        assert!(clean_url("http://x/a b").is_err());
    }

    #[test]
    fn a_scaffold_refuses_what_cargo_or_toml_would() {
        let scaffold = |name: &str, time: u64, memory: u64| {
            let identity = Identity::of_name(name).0;
            Scaffold::new(&identity, "T", "", time, memory)
        };
        assert!(scaffold("hdu-1", 1, 1).is_ok());
        assert!(scaffold("1hdu-1", 1, 1).is_err());
        assert!(scaffold("hdu-1", 0, 1).is_err());
        assert!(scaffold("hdu-1", MAX_TIME_LIMIT_MS, MAX_MEMORY_LIMIT_MIB).is_ok());
        assert!(scaffold("hdu-1", MAX_TIME_LIMIT_MS + 1, 1).is_err());
        assert!(scaffold("hdu-1", 1, MAX_MEMORY_LIMIT_MIB + 1).is_err());
        let mut identity = Identity::of_name("hdu-1").0;
        identity.id = "1\u{1b}2".to_string();
        assert!(Scaffold::new(&identity, "T", "", 1, 1).is_err());
    }
}
