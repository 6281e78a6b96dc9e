//! `runner new <judge>-<id>`: scaffolds a problem in the workspace's shape — the crate with its
//! metadata, a `main.rs` (`solve` plus `main`, input through `common::io`), a README skeleton and
//! its testcase folder. Nothing else needs registering: the workspace's members are `problems/*`
//! and every tool finds problems by directory. It never overwrites an existing problem.

use crate::report;
use crate::workspace::Workspace;
use clap::{value_parser, Arg, ArgMatches, Command};
use std::fs;
use std::path::Path;
use std::process::ExitCode;

pub fn command() -> Command {
    Command::new("new")
        .about("Scaffold a new problem: crate, metadata, main.rs, README and testcase folder")
        .arg(
            Arg::new("name")
                .required(true)
                .value_name("JUDGE-ID")
                .help("Package name: the judge and the problem id, e.g. hdu-1536 or luogu-p1247"),
        )
        .arg(
            Arg::new("title")
                .long("title")
                .value_name("T")
                .help("The problem's title"),
        )
        .arg(
            Arg::new("url")
                .long("url")
                .value_name("U")
                .help("The problem's page"),
        )
        .arg(
            Arg::new("time-limit")
                .long("time-limit")
                .value_name("MS")
                .value_parser(value_parser!(u64).range(1..))
                .default_value("1000")
                .help("Time limit in milliseconds"),
        )
        .arg(
            Arg::new("memory-limit")
                .long("memory-limit")
                .value_name("MIB")
                .value_parser(value_parser!(u64).range(1..))
                .default_value("256")
                .help("Memory limit in MiB"),
        )
        .arg(Workspace::root_arg())
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    match scaffold(matches) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => report::error_exit(&message),
    }
}

/// What the scaffold writes into the templates.
struct Spec {
    name: String,
    judge: String,
    id: String,
    title: String,
    url: String,
    time_limit_ms: u64,
    memory_limit_mib: u64,
}

fn scaffold(matches: &ArgMatches) -> Result<(), String> {
    let workspace = Workspace::from_matches(matches)?;
    let name = matches.get_one::<String>("name").expect("required");
    let (judge, id) = split_name(name)?;
    let spec = Spec {
        name: name.clone(),
        title: matches
            .get_one::<String>("title")
            .cloned()
            .unwrap_or_else(|| format!("{judge} {id}")),
        url: matches
            .get_one::<String>("url")
            .cloned()
            .unwrap_or_else(|| default_url(&judge, &id)),
        judge,
        id,
        time_limit_ms: *matches.get_one("time-limit").expect("defaulted"),
        memory_limit_mib: *matches.get_one("memory-limit").expect("defaulted"),
    };
    let crate_dir = workspace.problems_dir().join(name);
    let cases_dir = workspace.testcases_dir(name);
    for existing in [&crate_dir, &cases_dir] {
        if existing.exists() {
            return Err(format!(
                "{} already exists: `new` never overwrites a problem; pick another name or \
                 remove it first",
                existing.display()
            ));
        }
    }
    write_new(&crate_dir.join("Cargo.toml"), &manifest(&spec))?;
    write_new(&crate_dir.join("src").join("main.rs"), &main_rs(&spec))?;
    write_new(&crate_dir.join("README.md"), &readme(&spec))?;
    fs::create_dir_all(&cases_dir)
        .map_err(|e| format!("cannot create {}: {e}", cases_dir.display()))?;
    println!("created problems/{name} (Cargo.toml, src/main.rs, README.md) and testcases/{name}/");
    println!("next:");
    println!("  1. write the samples as testcases/{name}/sample-1.in and sample-1.out");
    println!("  2. write solve() in problems/{name}/src/main.rs and the theory in its README");
    println!("  3. cargo make test {name}");
    Ok(())
}

/// `hdu-1536` → ("HDU", "1536"); `luogu-p1247` → ("Luogu", "P1247").
fn split_name(name: &str) -> Result<(String, String), String> {
    let valid = |part: &str| {
        !part.is_empty()
            && part
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
    };
    match name.split_once('-') {
        Some((judge, id)) if valid(judge) && valid(id) => {
            let judge = match judge {
                "hdu" | "poj" | "cf" | "uva" | "spoj" => judge.to_ascii_uppercase(),
                "luogu" => "Luogu".to_string(),
                "atcoder" => "AtCoder".to_string(),
                other => other[..1].to_ascii_uppercase() + &other[1..],
            };
            Ok((judge, id.to_ascii_uppercase()))
        }
        _ => Err(format!(
            "`{name}` is not a problem name: use <judge>-<id> in lower case, letters and digits \
             only, e.g. hdu-1536 or luogu-p1247"
        )),
    }
}

fn default_url(judge: &str, id: &str) -> String {
    match judge {
        "HDU" => format!("https://acm.hdu.edu.cn/showproblem.php?pid={id}"),
        "POJ" => format!("http://poj.org/problem?id={id}"),
        "Luogu" => format!("https://www.luogu.com.cn/problem/{id}"),
        _ => String::new(),
    }
}

/// Creates `path` and its parents; refuses to replace a file that is already there.
fn write_new(path: &Path, contents: &str) -> Result<(), String> {
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

/// A TOML basic string: quotes and backslashes escaped.
fn toml_string(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

fn manifest(spec: &Spec) -> String {
    format!(
        r#"[package]
name = "{name}"
version = "0.1.0"
edition.workspace = true
rust-version.workspace = true
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

fn main_rs(spec: &Spec) -> String {
    format!(
        r#"//! {judge} {id}, {title}: the winning rule in one line.

use common::io::{{Num, Scanner}};
use proconio::input;
use std::io::{{self, BufRead, Write}};

fn solve<R: BufRead, W: Write>(input: R, output: &mut W) -> io::Result<()> {{
    let mut scanner = Scanner::new(input);
    // Read each case with `input!` from the scanner, answer it with `common`, write one line.
    while !scanner.is_empty() {{
        input! {{ from &mut scanner, n: Num<u64> }}
        writeln!(output, "{{n}}")?;
    }}
    Ok(())
}}

fn main() {{
    common::io::run(solve);
}}
"#,
        judge = spec.judge,
        id = spec.id,
        title = spec.title,
    )
}

fn readme(spec: &Spec) -> String {
    format!(
        r#"# {judge} {id} — {title}

[Problem page]({url}) · {time} ms / {memory} MiB

## Statement
The statement in your own words: the game, who moves first, who wins.

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
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_split_into_judge_and_id() {
        assert_eq!(
            split_name("hdu-1536").unwrap(),
            ("HDU".into(), "1536".into())
        );
        assert_eq!(
            split_name("luogu-p1247").unwrap(),
            ("Luogu".into(), "P1247".into())
        );
        assert_eq!(
            split_name("kattis-nim").unwrap(),
            ("Kattis".into(), "NIM".into())
        );
    }

    #[test]
    fn malformed_names_are_refused() {
        for name in [
            "hdu",
            "HDU-1536",
            "hdu-",
            "-1536",
            "hdu_1536",
            "hdu-15 36",
            "hdu-1536-x",
        ] {
            assert!(split_name(name).is_err(), "{name}");
        }
    }

    #[test]
    fn metadata_strings_are_escaped() {
        assert_eq!(toml_string(r#"a "b" \c"#), r#""a \"b\" \\c""#);
    }
}
