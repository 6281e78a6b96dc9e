//! `runner new <judge>-<id>`: scaffolds a problem in the workspace's shape — the crate with its
//! metadata, a `main.rs` (`solve` plus `main`, input through `common::io`, the proof line), its
//! `tests/proof.rs`, a README skeleton, its testcase folder, and its spec in
//! `crates/oracles/src/problems/<id>.rs`, registered by one line in that folder's `mod.rs`. The
//! workspace's members are `problems/*`, so nothing else names it. It never overwrites anything.

use crate::workspace::Workspace;
use crate::{exit, report};
use clap::{value_parser, Arg, ArgMatches, Command};
use std::fs;
use std::path::Path;
use std::process::ExitCode;

pub fn command() -> Command {
    Command::new("new")
        .about("Scaffold a new problem: crate, metadata, main.rs, README, testcase folder and spec")
        .arg(
            Arg::new("name")
                .required(true)
                .value_name("JUDGE-ID")
                .help("Package name: the judge and the problem id, e.g. hdu-9999 or luogu-p9999"),
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
        Ok(()) => exit::code(exit::SUCCESS),
        Err(message) => report::error_exit(&message),
    }
}

/// What the scaffold writes into the templates.
struct Scaffold {
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
    let spec = Scaffold {
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
    let specs_dir = workspace.root.join(SPECS);
    let spec_file = specs_dir.join(format!("{}.rs", spec.module()));
    for existing in [&crate_dir, &cases_dir, &spec_file] {
        if existing.exists() {
            return Err(format!(
                "{} already exists: `new` never overwrites a problem; pick another name or \
                 remove it first",
                existing.display()
            ));
        }
    }
    let registry_file = specs_dir.join("mod.rs");
    let registry = fs::read_to_string(&registry_file)
        .map_err(|e| format!("cannot read the registry {}: {e}", registry_file.display()))?;
    let registry = register(&registry, &spec)?;
    write_new(&crate_dir.join("Cargo.toml"), &manifest(&spec))?;
    write_new(&crate_dir.join("src").join("main.rs"), &main_rs(&spec))?;
    write_new(&crate_dir.join("tests").join("proof.rs"), &proof_rs(&spec))?;
    write_new(&crate_dir.join("README.md"), &readme(&spec))?;
    write_new(&spec_file, &spec_rs(&spec))?;
    fs::write(&registry_file, registry)
        .map_err(|e| format!("cannot write {}: {e}", registry_file.display()))?;
    fs::create_dir_all(&cases_dir)
        .map_err(|e| format!("cannot create {}: {e}", cases_dir.display()))?;
    let module = spec.module();
    println!(
        "created problems/{name} (Cargo.toml, src/main.rs, tests/proof.rs, README.md), \
         testcases/{name}/ and its spec {SPECS}/{module}.rs, registered in {SPECS}/mod.rs"
    );
    println!("next:");
    println!("  1. write the samples as testcases/{name}/sample-1.in and sample-1.out");
    println!("  2. write solve() in problems/{name}/src/main.rs and the theory in its README");
    println!("  3. cargo make test {name}");
    println!(
        "  4. write the spec: the input format, the limits and the brute force from the rules \
         (a game's moves in crates/moves/src/games, where `cargo make guess` finds its rule)"
    );
    println!("  5. cargo test -p {name} -p oracles, then cargo make stress {name}");
    Ok(())
}

/// Where the problems' specs live, and their registry (`mod.rs`).
const SPECS: &str = "crates/oracles/src/problems";

impl Scaffold {
    /// The spec's module: `hdu-1536` → `hdu_1536`.
    fn module(&self) -> String {
        self.name.replace('-', "_")
    }

    /// The spec's type: `luogu-p1247` → `LuoguP1247`.
    fn type_name(&self) -> String {
        let mut name = String::new();
        for part in self.name.split('-') {
            let mut chars = part.chars();
            if let Some(first) = chars.next() {
                name.push(first.to_ascii_uppercase());
                name.extend(chars);
            }
        }
        name
    }
}

/// The line that reads the registry into the tools; a problem's `mod` line goes above it.
const REGISTRY_READ: &str = "include!(concat!(env!(\"OUT_DIR\"), \"/registry.rs\"));";

/// The registry with the problem's line, `mod <module>;`, added in alphabetical order among
/// such lines (or, in a registry with none yet, above the line that reads them).
fn register(registry: &str, spec: &Scaffold) -> Result<String, String> {
    let mut lines: Vec<&str> = registry.lines().collect();
    let Some(read) = lines.iter().position(|line| *line == REGISTRY_READ) else {
        return Err(format!(
            "{SPECS}/mod.rs has no line `{REGISTRY_READ}`: add `mod {};` to it by hand",
            spec.module()
        ));
    };
    let entry = format!("mod {};", spec.module());
    let is_entry = |line: &str| line.starts_with("mod ") && line.ends_with(';');
    let entries: Vec<usize> = (0..read).filter(|&i| is_entry(lines[i])).collect();
    // In alphabetical order, as rustfmt keeps the lines.
    match entries.iter().find(|&&i| lines[i] > entry.as_str()) {
        Some(&next) => lines.insert(next, &entry),
        None => match entries.last() {
            Some(&last) => lines.insert(last + 1, &entry),
            None => lines
                .splice(read..read, [entry.as_str(), ""])
                .for_each(drop),
        },
    }
    Ok(lines.join("\n") + "\n")
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
             only, e.g. hdu-9999 or luogu-p9999"
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

fn manifest(spec: &Scaffold) -> String {
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

[dev-dependencies]
oracles.workspace = true
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

fn main_rs(spec: &Scaffold) -> String {
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

#[cfg(test)]
oracles::prove_solve!({spec_type});
"#,
        judge = spec.judge,
        id = spec.id,
        title = spec.title,
        spec_type = spec.type_name(),
    )
}

fn proof_rs(spec: &Scaffold) -> String {
    format!(
        r#"//! The built binary against the brute force on random and broken inputs (`oracles::check`).

oracles::prove_binary!({spec_type}, env!("CARGO_BIN_EXE_{name}"));
"#,
        spec_type = spec.type_name(),
        name = spec.name,
    )
}

/// A spec for the `main.rs` template's input, one `n` a line until the end of the file, whose
/// brute force is left to write: until it is, the problem's proofs fail and say so.
fn spec_rs(spec: &Scaffold) -> String {
    format!(
        r#"//! {judge} {id}, {title}: one `n` a line (1 <= n <= 10^9) until the end of the input.
//! TODO: the format and the answers as the statement gives them.

use super::tuples::{{TupleFrame, TupleInput}};
use crate::random::biased;
use crate::{{MaxInput, Rng, Scale, Spec}};

/// [`Spec::enumerate`]`(bound)`: every `n` in `1..=bound`.
#[derive(Default)]
pub struct {spec_type};

impl Spec for {spec_type} {{
    /// `[n]`: TODO what the numbers of a case are.
    type Case = [u64; 1];
    type Input = TupleInput<1>;
    const INPUT: TupleInput<1> = TupleInput {{
        frame: TupleFrame::UntilEnd,
        names: ["n"],
        values: 1..=1_000_000_000,
        range: "1..=10^9",
    }};
    const NAME: &'static str = "{name}";
    const MAX_BATCH: usize = usize::MAX;
    const EXHAUSTIVE_BOUND: u64 = 1_000;

    fn random_case(&mut self, rng: &mut Rng, scale: Scale) -> [u64; 1] {{
        let max = scale.pick([3, 5, 8, 12, 20, 40, 80, 200, 500, 1000]);
        [biased(rng, 1, max, &[])]
    }}

    /// The statement bounds no line count: 10^5 lines.
    fn max_input(&mut self, rng: &mut Rng) -> MaxInput<[u64; 1]> {{
        MaxInput {{
            cases: (0..100_000).map(|_| [rng.u64(1..=1_000_000_000)]).collect(),
            shape: "10^5 lines, n <= 10^9",
        }}
    }}

    /// Searches the game's positions by its rules, never by the closed form.
    fn answer(&mut self, &[n]: &[u64; 1]) -> String {{
        unimplemented!("{name}: write the brute force from the game's rules (n = {{n}})")
    }}

    fn enumerate(&self, bound: u64) -> Vec<[u64; 1]> {{
        Self::INPUT.all_up_to(bound)
    }}

    fn feasible(&self, &[n]: &[u64; 1]) -> bool {{
        (1..=1_000).contains(&n)
    }}
}}
"#,
        judge = spec.judge,
        id = spec.id,
        title = spec.title,
        name = spec.name,
        spec_type = spec.type_name(),
    )
}

fn readme(spec: &Scaffold) -> String {
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

    /// A spec with only its name set.
    fn named(name: &str) -> Scaffold {
        Scaffold {
            name: name.to_string(),
            judge: String::new(),
            id: String::new(),
            title: String::new(),
            url: String::new(),
            time_limit_ms: 1000,
            memory_limit_mib: 32,
        }
    }

    #[test]
    fn spec_names_follow_the_package_name() {
        assert_eq!(named("luogu-p1247").type_name(), "LuoguP1247");
        assert_eq!(named("luogu-p1247").module(), "luogu_p1247");
        assert_eq!(named("hdu-1536").type_name(), "Hdu1536");
    }

    #[test]
    fn registers_in_alphabetical_order() {
        let read = "include!(concat!(env!(\"OUT_DIR\"), \"/registry.rs\"));\n";
        let registry =
            format!("//! x\n\npub mod lists;\n\nmod a_1;\nmod b_2;\n\n{read}\nfn f() {{}}\n");
        let spec = named("poj-2311");
        assert_eq!(
            register(&registry, &spec).unwrap(),
            format!("//! x\n\npub mod lists;\n\nmod a_1;\nmod b_2;\nmod poj_2311;\n\n{read}\nfn f() {{}}\n")
        );
        assert_eq!(
            register(&format!("//! x\n\n{read}"), &spec).unwrap(),
            format!("//! x\n\nmod poj_2311;\n\n{read}")
        );
        assert_eq!(
            register(&format!("mod a_1;\nmod z_2;\n{read}"), &spec).unwrap(),
            format!("mod a_1;\nmod poj_2311;\nmod z_2;\n{read}")
        );
        assert!(register("no registry here", &spec).is_err());
    }

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
