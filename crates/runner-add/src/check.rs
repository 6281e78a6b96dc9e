//! `runner check-problem [NAME…]`: whether a problem's folder holds what the tools and the proofs
//! need, for a folder made by hand (or copied from another problem and renamed). Each thing
//! missing or wrong is one line naming the file, what is wrong and the fix; the list is what
//! `scaffold.rs` writes, so a scaffolded problem passes by construction (its test says so).
//!
//! It reads the folders themselves, not `cargo metadata`: a folder cargo cannot load is what it
//! is for. (A folder under `problems/` with no `Cargo.toml` at all stops every cargo command,
//! this one included, before it starts: cargo's own error names the file.)

use crate::scaffold::{check_name, spec_type};
use crate::workspace::Workspace;
use crate::{exit, report};
use clap::{Arg, ArgMatches, Command};
use std::fs;
use std::path::Path;
use std::process::ExitCode;

pub fn command() -> Command {
    Command::new("check-problem")
        .about(
            "Check that a problem's folder holds what the tools need (a folder made by hand): \
             one line for each thing missing or wrong, with the fix",
        )
        .arg(
            Arg::new("problems")
                .value_name("NAME")
                .num_args(0..)
                .help("Problems to check [default: every folder under problems/]"),
        )
        .arg(Workspace::root_arg())
        .after_help(exit::STATUSES)
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    let workspace = match Workspace::from_matches(matches) {
        Ok(workspace) => workspace,
        Err(message) => return report::error_exit(&message),
    };
    let folders = problem_folders(&workspace.problems_dir());
    let names: Vec<String> = match matches.get_many::<String>("problems") {
        Some(given) => given.cloned().collect(),
        None => folders.clone(),
    };
    let mut wrong = Vec::new();
    for name in &names {
        let problems = workspace.problems_dir();
        if !problems.join(name).is_dir() {
            let near = ::cli::closest(name, &folders)
                .map_or(String::new(), |near| format!(" (did you mean `{near}`?)"));
            wrong.push(format!(
                "problems/{name}: no such folder{near}; fix: `cargo make new {name}` scaffolds \
                 one, or copy another problem's folder there"
            ));
            continue;
        }
        let found = check(&workspace.root, name);
        if found.is_empty() {
            let left = still_to_write(&workspace.root, name);
            if left.is_empty() {
                println!(
                    "{name}: complete (Cargo.toml, src/main.rs, spec.rs, tests/proof.rs, \
                     README.md, testcases/{name}/)"
                );
            } else {
                println!(
                    "{name}: the tools can run it; still as the scaffold wrote it:\n  {}",
                    left.join("\n  ")
                );
            }
        }
        wrong.extend(found);
    }
    if wrong.is_empty() {
        exit::code(exit::SUCCESS)
    } else {
        report::error_exit(&wrong.join("\n"))
    }
}

/// The folders under `problems/`, sorted.
fn problem_folders(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|entry| entry.path().is_dir())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The keys of `[package.metadata.problem]` a problem states, with an example of each for the
/// fix (`compare` may be left out: it is `exact` then).
const KEYS: [(&str, &str); 8] = [
    ("judge", "\"HDU\""),
    ("id", "\"1846\""),
    ("title", "\"Brave Game\""),
    ("url", "\"https://acm.hdu.edu.cn/showproblem.php?pid=1846\""),
    ("time-limit-ms", "1000"),
    ("memory-limit-mib", "32"),
    ("game", "\"Bash game\""),
    (
        "rule",
        "\"the first player wins iff n mod (m + 1) is non-zero\"",
    ),
];

/// What is missing or wrong in the problem `name` of the workspace at `root`, one line each.
pub fn check(root: &Path, name: &str) -> Vec<String> {
    let mut wrong = Vec::new();
    if let Err(message) = check_name(name) {
        wrong.push(format!(
            "problems/{name}: {message}; fix: rename the folder (and its testcases' folder)"
        ));
        return wrong;
    }
    let folder = root.join("problems").join(name);
    let at = |file: &str| format!("problems/{name}/{file}");
    wrong.extend(check_manifest(&folder, name, &at("Cargo.toml")));

    let spec_type = spec_type(name);
    let main = read(&folder.join("src/main.rs"));
    let main_file = at("src/main.rs");
    match &main {
        None => wrong.push(format!(
            "{main_file}: missing; fix: write the solution, `solve(input, output)` and a `main` \
             calling `common::io::run(solve)` (as in problems/hdu-1846/src/main.rs)"
        )),
        Some(text) => {
            if !holds(text, "fn main(") {
                wrong.push(format!(
                    "{main_file}: no `fn main`; fix: add `fn main() {{ common::io::run(solve); }}`"
                ));
            }
            if !holds(text, "#[cfg(test)]#[path=\"../spec.rs\"]modspec;") {
                wrong.push(format!(
                    "{main_file}: the spec is not a module of its tests; fix: end it with \
                     `#[cfg(test)] #[path = \"../spec.rs\"] mod spec;`"
                ));
            }
            if !holds(text, "oracles::prove_solve!(spec::") {
                wrong.push(format!(
                    "{main_file}: no exhaustive proof; fix: end it with `#[cfg(test)] \
                     oracles::prove_solve!(spec::{spec_type});`"
                ));
            }
        }
    }

    let proof_file = at("tests/proof.rs");
    let proof_line = format!(
        "`#[path = \"../spec.rs\"] mod spec; oracles::prove_binary!(spec::{spec_type}, \
         env!(\"CARGO_BIN_EXE_{name}\"));`"
    );
    match read(&folder.join("tests/proof.rs")) {
        None => wrong.push(format!(
            "{proof_file}: missing; fix: write it with the two lines {proof_line}"
        )),
        Some(text) => {
            let whole = holds(&text, "#[path=\"../spec.rs\"]modspec;")
                && holds(&text, "oracles::prove_binary!(spec::")
                && holds(&text, &format!("env!(\"CARGO_BIN_EXE_{name}\")"));
            if !whole {
                wrong.push(format!(
                    "{proof_file}: not the proof through the binary `{name}`; fix: make it the \
                     two lines {proof_line}"
                ));
            }
        }
    }

    let spec_file = at("spec.rs");
    match read(&folder.join("spec.rs")) {
        None => wrong.push(format!(
            "{spec_file}: missing; fix: `cargo make new` writes a first one; by hand, copy a \
             problem's spec.rs and rename its type and `NAME` (README, \"Add a problem\")"
        )),
        Some(text) => {
            match spec_name(&text) {
                Some(own) if own == name => {}
                Some(own) => wrong.push(format!(
                    "{spec_file}: `const NAME` is \"{own}\"; fix: `const NAME: &'static str = \
                     \"{name}\";`"
                )),
                None => wrong.push(format!(
                    "{spec_file}: no `const NAME`; fix: add `const NAME: &'static str = \
                     \"{name}\";` to its `impl Problem`"
                )),
            }
            if !holds(&text, "spec_tools::main!(") {
                wrong.push(format!(
                    "{spec_file}: no spec tool; fix: end it with `spec_tools::main!({spec_type});`"
                ));
            }
        }
    }

    if !folder.join("README.md").is_file() {
        wrong.push(format!(
            "{}: missing; fix: write the statement in your words and the theory (as in \
             problems/hdu-1846/README.md)",
            at("README.md")
        ));
    }
    let cases = root.join("testcases").join(name);
    let has_input = fs::read_dir(&cases)
        .into_iter()
        .flatten()
        .flatten()
        .any(|entry| entry.path().extension().is_some_and(|e| e == "in"));
    if !has_input {
        wrong.push(format!(
            "testcases/{name}: no testcase; fix: write the samples as testcases/{name}/sample-1.in \
             and sample-1.out"
        ));
    }
    wrong
}

/// The manifest's lines: the package's name, its metadata's keys, its dependencies, and the spec
/// tool's `[[example]]`.
fn check_manifest(folder: &Path, name: &str, file: &str) -> Vec<String> {
    let Some(text) = read(&folder.join("Cargo.toml")) else {
        return vec![format!(
            "{file}: missing; fix: copy another problem's Cargo.toml and change its name, \
             metadata and example"
        )];
    };
    let manifest: toml::Table = match text.parse() {
        Ok(manifest) => manifest,
        Err(e) => {
            let message = e.message().to_string();
            return vec![format!(
                "{file}: not TOML: {message}; fix: correct that line"
            )];
        }
    };
    let mut wrong = Vec::new();
    let package = manifest.get("package").and_then(|p| p.as_table());
    let package_name = package.and_then(|p| p.get("name")).and_then(|n| n.as_str());
    if package_name != Some(name) {
        wrong.push(format!(
            "{file}: the package is named {}; fix: `name = \"{name}\"` under [package], the \
             folder's name",
            package_name.map_or("nothing".to_string(), |n| format!("`{n}`"))
        ));
    }
    let problem = package
        .and_then(|p| p.get("metadata"))
        .and_then(|m| m.get("problem"))
        .and_then(|p| p.as_table());
    match problem {
        None => wrong.push(format!(
            "{file}: no [package.metadata.problem] table; fix: add it with {}",
            KEYS.map(|(key, _)| key).join(", ")
        )),
        Some(problem) => {
            for (key, example) in KEYS {
                if !problem.contains_key(key) {
                    wrong.push(format!(
                        "{file}: [package.metadata.problem] has no `{key}`; fix: add `{key} = \
                         {example}` with this problem's own"
                    ));
                }
            }
            // The values' types, as the runner reads them; a missing key is named above.
            match judge::Manifest::parse(&text) {
                Ok(parsed) => {
                    for warning in parsed.warnings() {
                        wrong.push(format!("{file}: {warning}; fix: remove or correct it"));
                    }
                }
                Err(message) if KEYS.iter().all(|(key, _)| problem.contains_key(*key)) => {
                    wrong.push(format!("{file}: {message}; fix: correct that value"));
                }
                Err(_) => {}
            }
        }
    }
    for (table, dependency) in [
        ("dependencies", "common"),
        ("dependencies", "proconio"),
        ("dev-dependencies", "oracles"),
        ("dev-dependencies", "spec-tools"),
    ] {
        let listed = manifest
            .get(table)
            .and_then(|t| t.get(dependency))
            .is_some();
        if !listed {
            wrong.push(format!(
                "{file}: [{table}] has no `{dependency}`; fix: add `{dependency}.workspace = true`"
            ));
        }
    }
    let spec_tool = format!("{name}-spec");
    let examples = manifest.get("example").and_then(|e| e.as_array());
    let declared = examples.into_iter().flatten().any(|example| {
        example.get("name").and_then(|n| n.as_str()) == Some(spec_tool.as_str())
            && example.get("path").and_then(|p| p.as_str()) == Some("spec.rs")
    });
    if !declared {
        wrong.push(format!(
            "{file}: no spec tool; fix: add `[[example]]` with `name = \"{spec_tool}\"` and \
             `path = \"spec.rs\"`"
        ));
    }
    wrong
}

/// The scaffold's placeholders a problem still holds, one line each: what the tools run
/// without, but the problem is not written until they are gone (a scaffold passes [`check`]
/// by construction, so "complete" alone would claim it done).
pub fn still_to_write(root: &Path, name: &str) -> Vec<String> {
    let folder = root.join("problems").join(name);
    let holds_in =
        |file: &str, marker: &str| read(&folder.join(file)).is_some_and(|t| t.contains(marker));
    let placeholders = [
        (
            "Cargo.toml",
            "game = \"TODO",
            "`game`: the game in a few words",
        ),
        (
            "Cargo.toml",
            "rule = \"TODO",
            "`rule`: the winning rule in one line",
        ),
        ("src/main.rs", "not solved yet", "`answer`: the solution"),
        (
            "README.md",
            crate::scaffold::README_PLACEHOLDER,
            "the statement, the rule and why",
        ),
        (
            "spec.rs",
            "todo!(",
            "a `todo!` left: the game's search or the planted bug",
        ),
    ];
    let mut left: Vec<String> = placeholders
        .iter()
        .filter(|(file, marker, _)| holds_in(file, marker))
        .map(|(file, _, what)| format!("problems/{name}/{file}: {what}"))
        .collect();
    if read(&folder.join("spec.rs")).is_some_and(|spec| !holds(&spec, "fn planted_bug(")) {
        left.push(format!(
            "problems/{name}/spec.rs: `planted_bug`: a near miss of the rule the proofs must catch"
        ));
    }
    left
}

fn read(path: &Path) -> Option<String> {
    fs::read_to_string(path).ok()
}

/// Whether `text` holds `wanted`, whatever the layout of either (white space is left out of
/// both).
fn holds(text: &str, wanted: &str) -> bool {
    let squeezed = |text: &str| -> String { text.chars().filter(|c| !c.is_whitespace()).collect() };
    squeezed(text).contains(&squeezed(wanted))
}

/// The string of the spec's `const NAME: … = "…"`.
fn spec_name(text: &str) -> Option<String> {
    let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let after = &squeezed[squeezed.find("constNAME:")?..];
    let value = &after[after.find("=\"")? + 2..];
    Some(value[..value.find('"')?].to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judges::Identity;
    use crate::scaffold::{create, Scaffold, Testcases};

    /// A workspace holding one scaffolded problem, `hdu-9999`, with its sample.
    fn scaffolded(test: &str) -> std::path::PathBuf {
        let root =
            std::env::temp_dir().join(format!("check-problem-{test}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&root);
        fs::create_dir_all(root.join("problems")).unwrap();
        fs::write(
            root.join("Cargo.toml"),
            "[workspace]\nmembers = [\"problems/*\"]\n",
        )
        .unwrap();
        let workspace = Workspace::locate(Some(&root)).unwrap();
        let identity = Identity::of_name("hdu-9999").0;
        let scaffold =
            Scaffold::new(&identity, "Nim", "https://acm.hdu.edu.cn/", 1000, 32).unwrap();
        let sample = ("1\n3\n".to_string(), "first\n".to_string());
        create(
            &workspace,
            &scaffold,
            Testcases::MustBeNew,
            std::slice::from_ref(&sample),
        )
        .unwrap();
        let cases = root.join("testcases/hdu-9999");
        fs::write(cases.join("sample-1.in"), &sample.0).unwrap();
        fs::write(cases.join("sample-1.out"), &sample.1).unwrap();
        root
    }

    fn edit(path: &Path, from: &str, to: &str) {
        let text = fs::read_to_string(path).unwrap();
        assert!(text.contains(from), "{}: {from:?}", path.display());
        fs::write(path, text.replacen(from, to, 1)).unwrap();
    }

    #[test]
    fn a_scaffolded_problem_is_complete() {
        let root = scaffolded("complete");
        assert_eq!(check(&root, "hdu-9999"), Vec::<String>::new());
        let _ = fs::remove_dir_all(&root);
    }

    /// A scaffold holds what the tools need, but not the problem: its placeholders are named.
    #[test]
    fn a_scaffold_s_placeholders_are_still_to_write() {
        let root = scaffolded("placeholders");
        let left = still_to_write(&root, "hdu-9999");
        let files: Vec<&str> = left
            .iter()
            .map(|line| line.split(':').next().unwrap())
            .collect();
        assert_eq!(
            files,
            [
                "problems/hdu-9999/Cargo.toml",
                "problems/hdu-9999/Cargo.toml",
                "problems/hdu-9999/src/main.rs",
                "problems/hdu-9999/README.md",
                "problems/hdu-9999/spec.rs"
            ],
            "{left:?}"
        );
        let _ = fs::remove_dir_all(&root);
    }

    /// The case: a folder made by hand with one key missing is named, with the fix, in
    /// one line.
    #[test]
    fn one_key_missing_is_one_line_with_its_fix() {
        let root = scaffolded("one-key");
        let manifest = root.join("problems/hdu-9999/Cargo.toml");
        edit(&manifest, "memory-limit-mib = 32\n", "");
        assert_eq!(
            check(&root, "hdu-9999"),
            [
                "problems/hdu-9999/Cargo.toml: [package.metadata.problem] has no \
              `memory-limit-mib`; fix: add `memory-limit-mib = 32` with this problem's own"
            ]
        );
        let _ = fs::remove_dir_all(&root);
    }

    /// What a copy of another problem, half renamed, gets wrong: each thing named once.
    #[test]
    fn each_part_a_copy_leaves_wrong_is_named_with_its_fix() {
        let root = scaffolded("copy");
        let folder = root.join("problems/hdu-9999");
        edit(
            &folder.join("Cargo.toml"),
            "name = \"hdu-9999-spec\"",
            "name = \"hdu-1846-spec\"",
        );
        edit(
            &folder.join("Cargo.toml"),
            "spec-tools.workspace = true\n",
            "",
        );
        edit(&folder.join("spec.rs"), "\"hdu-9999\"", "\"hdu-1846\"");
        edit(&folder.join("src/main.rs"), "mod spec;", "");
        fs::remove_file(folder.join("tests/proof.rs")).unwrap();
        let wrong = check(&root, "hdu-9999");
        let expected = [
            "Cargo.toml: [dev-dependencies] has no `spec-tools`; fix: add `spec-tools.workspace = true`",
            "Cargo.toml: no spec tool; fix: add `[[example]]` with `name = \"hdu-9999-spec\"` and `path = \"spec.rs\"`",
            "src/main.rs: the spec is not a module of its tests; fix: end it with `#[cfg(test)] #[path = \"../spec.rs\"] mod spec;`",
            "tests/proof.rs: missing; fix: write it with the two lines `#[path = \"../spec.rs\"] mod spec; oracles::prove_binary!(spec::Hdu9999, env!(\"CARGO_BIN_EXE_hdu-9999\"));`",
            "spec.rs: `const NAME` is \"hdu-1846\"; fix: `const NAME: &'static str = \"hdu-9999\";`",
        ]
        .map(|line| format!("problems/hdu-9999/{line}"));
        assert_eq!(wrong, expected);
        for line in &wrong {
            assert!(!line.contains('\n'), "{line}");
        }
        let _ = fs::remove_dir_all(&root);
    }

    #[test]
    fn a_missing_table_file_and_testcase_are_named() {
        let root = scaffolded("missing");
        let folder = root.join("problems/hdu-9999");
        let manifest = fs::read_to_string(folder.join("Cargo.toml")).unwrap();
        let start = manifest.find("[package.metadata.problem]").unwrap();
        let end = manifest.find("[dependencies]").unwrap();
        fs::write(
            folder.join("Cargo.toml"),
            format!("{}{}", &manifest[..start], &manifest[end..]),
        )
        .unwrap();
        fs::remove_file(folder.join("README.md")).unwrap();
        fs::remove_dir_all(root.join("testcases/hdu-9999")).unwrap();
        let wrong = check(&root, "hdu-9999");
        assert_eq!(wrong.len(), 3, "{wrong:#?}");
        assert!(
            wrong[0].contains("no [package.metadata.problem] table; fix: add it with judge, id")
        );
        assert!(wrong[1].starts_with("problems/hdu-9999/README.md: missing; fix:"));
        assert!(wrong[2].starts_with("testcases/hdu-9999: no testcase; fix:"));
        let _ = fs::remove_dir_all(&root);
    }

    /// The README's table of what a folder holds names every file and key checked here.
    #[test]
    fn the_readme_s_table_of_a_folder_names_what_is_checked() {
        let readme = include_str!("../../../README.md");
        let rows: Vec<&str> = readme
            .lines()
            .skip_while(|line| *line != "| file | what it holds |")
            .skip(2)
            .take_while(|line| line.starts_with("| "))
            .collect();
        let row = |file: &str| {
            let start = format!("| `problems/<name>/{file}` |");
            rows.iter()
                .find(|row| row.starts_with(&start))
                .unwrap_or_else(|| panic!("no row for {file}: {rows:#?}"))
                .to_string()
        };
        let manifest = row("Cargo.toml");
        for (key, _) in KEYS {
            assert!(manifest.contains(&format!("`{key}`")), "{key}: {manifest}");
        }
        for part in [
            "`common`",
            "`proconio`",
            "`oracles`",
            "`spec-tools`",
            "`[[example]]`",
        ] {
            assert!(manifest.contains(part), "{part}: {manifest}");
        }
        assert!(manifest.contains("`name = \"<name>-spec\"`"), "{manifest}");
        assert!(row("src/main.rs").contains("oracles::prove_solve!(spec::<Type>);"));
        assert!(row("spec.rs").contains("spec_tools::main!(<Type>);"));
        assert!(row("tests/proof.rs").contains("env!(\"CARGO_BIN_EXE_<name>\")"));
        row("README.md");
        assert!(rows
            .iter()
            .any(|row| row.starts_with("| `testcases/<name>/")));
    }

    /// The workspace's own problems were written by the scaffold or copied from one that was:
    /// whatever problems there are, the one taken as the README's example of a folder passes.
    #[test]
    fn the_readme_s_example_folder_is_complete() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        assert_eq!(check(&root, "hdu-1846"), Vec::<String>::new());
        assert_eq!(still_to_write(&root, "hdu-1846"), Vec::<String>::new());
    }
}
