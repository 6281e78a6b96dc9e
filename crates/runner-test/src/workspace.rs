//! The workspace as the runner sees it: its root, its problems and their metadata, their
//! testcases, and where cargo puts their binaries.
//!
//! What cargo knows comes from `cargo metadata`, read once through the `cargo_metadata` crate
//! ([`Workspace::metadata`]): the problems are the members under `problems/`, and the target
//! directory is cargo's own (`CARGO_TARGET_DIR` or a `build.target-dir` in a config file
//! included). Each problem's `[package.metadata.problem]` is read by the judge crate from its
//! manifest, which gives errors with their line.
//!
//! Errors are plain messages meant for a person: each names the file and says how to fix it.

use clap::{value_parser, Arg, ArgMatches};
use std::cmp::Ordering;
use std::ffi::OsStr;
use std::fs;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::{cli, report};
use cargo_metadata::{Metadata, MetadataCommand};
use judge::{Judge, Manifest};

pub struct Workspace {
    pub root: PathBuf,
    /// `cargo metadata`, read when first needed.
    metadata: OnceLock<Result<Metadata, String>>,
}

/// One problem: `problems/<name>`, with the `[package.metadata.problem]` of its Cargo.toml.
#[derive(Clone, Debug)]
pub struct Problem {
    /// The directory name, which is also the name of its testcase directory.
    pub name: String,
    /// The cargo package (and binary) name; by convention the same as `name`.
    pub package: String,
    pub meta: judge::Metadata,
}

impl Problem {
    /// The problem's judge, by its compare mode and limits; `checker` is its checker's
    /// executable, for a problem judged by one.
    pub fn judge(&self, checker: Option<PathBuf>) -> Judge {
        Judge {
            checker,
            ..Judge::new(&self.meta)
        }
    }

    /// "HDU 1846 Brave Game", from whichever of judge, id and title are set.
    pub fn label(&self) -> String {
        let parts = [&self.meta.judge, &self.meta.id, &self.meta.title];
        let parts: Vec<&str> = parts.into_iter().flatten().map(String::as_str).collect();
        parts.join(" ")
    }
}

/// One testcase: `<name>.in` and, normally, `<name>.out` beside it.
#[derive(Clone, Debug)]
pub struct Case {
    /// The file stem, as shown: bytes that are not UTF-8 escaped (`caf\xe9`).
    pub name: String,
    pub input: PathBuf,
    /// Where the expected output is or would go.
    pub output: PathBuf,
    pub has_output: bool,
}

impl Workspace {
    /// The `--root DIR` option of the subcommands that work on the workspace.
    pub fn root_arg() -> Arg {
        Arg::new("root")
            .long("root")
            .value_name("DIR")
            .value_parser(value_parser!(PathBuf))
            .help("Workspace root [default: the nearest directory up whose Cargo.toml has [workspace]]")
    }

    /// The workspace that `--root` ([`Self::root_arg`]) names, or else the one found from the
    /// current directory.
    pub fn from_matches(matches: &ArgMatches) -> Result<Workspace, String> {
        Workspace::locate(matches.get_one::<PathBuf>("root").map(PathBuf::as_path))
    }

    /// The workspace at `root`, or the nearest one above the current directory.
    pub fn locate(root: Option<&Path>) -> Result<Workspace, String> {
        if let Some(root) = root {
            let manifest = root.join("Cargo.toml");
            return if is_workspace_manifest(&manifest) {
                // Absolute, as the root found from the current directory is: cargo runs in the
                // root with this path to the manifest, and a relative one would be doubled.
                Ok(Workspace::at(
                    std::path::absolute(root).unwrap_or_else(|_| root.to_path_buf()),
                ))
            } else {
                Err(format!(
                    "{} is not a cargo workspace: it has no Cargo.toml with a [workspace] table; \
                     pass the directory that holds the workspace's Cargo.toml to --root",
                    root.display()
                ))
            };
        }
        let cwd = std::env::current_dir()
            .map_err(|e| format!("cannot read the current directory: {e}"))?;
        cwd.ancestors()
            .find(|dir| is_workspace_manifest(&dir.join("Cargo.toml")))
            .map(|dir| Workspace::at(dir.to_path_buf()))
            .ok_or_else(|| {
                format!(
                    "no cargo workspace above {}: run the runner inside the repository, or pass \
                     --root DIR",
                    cwd.display()
                )
            })
    }

    fn at(root: PathBuf) -> Workspace {
        Workspace {
            root,
            metadata: OnceLock::new(),
        }
    }

    /// What `cargo metadata` says about the workspace's own packages and its target directory
    /// (without resolving dependencies, which takes cargo a tenth of the time: `bundle` reads
    /// the resolved graph itself).
    pub fn metadata(&self) -> Result<&Metadata, String> {
        self.metadata
            .get_or_init(|| {
                MetadataCommand::new()
                    .current_dir(&self.root)
                    .no_deps()
                    .exec()
                    .map_err(|e| cargo_says(&e.to_string()))
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    pub fn problems_dir(&self) -> PathBuf {
        self.root.join("problems")
    }

    pub fn testcases_dir(&self, problem: &str) -> PathBuf {
        self.root.join("testcases").join(problem)
    }

    /// The problems: the workspace members whose manifest is `problems/<name>/Cargo.toml`, by
    /// name, in natural order. This is the workspace's one list of problems; the specs'
    /// registry (`oracles::NAMES`) says which of them have a proof.
    pub fn problem_names(&self) -> Result<Vec<String>, String> {
        let dir = fs::canonicalize(self.problems_dir()).unwrap_or_else(|_| self.problems_dir());
        let mut names: Vec<String> = self
            .metadata()?
            .workspace_packages()
            .into_iter()
            .filter_map(|package| {
                let crate_dir = package.manifest_path.parent()?;
                let inside =
                    crate_dir.parent()? == dir || crate_dir.parent()? == self.problems_dir();
                inside.then(|| crate_dir.file_name().map(String::from))?
            })
            .collect();
        names.sort_by(|a, b| natural_cmp(a, b));
        Ok(names)
    }

    /// The problems `given` names (each as [`problem_name`] reads it), checked against
    /// [`Self::problem_names`], without repeats and in natural order; every problem when none is
    /// given. One line per name that is not a problem, with the closest one when there is one.
    pub fn select<'a>(
        &self,
        given: Option<impl IntoIterator<Item = &'a String>>,
    ) -> Result<Vec<String>, String> {
        let all = self.problem_names()?;
        if all.is_empty() {
            return Err(format!(
                "no problems under {}: each problem is a crate in problems/<name>",
                self.problems_dir().display()
            ));
        }
        let Some(given) = given else {
            return Ok(all);
        };
        let mut names = Vec::new();
        let mut errors = Vec::new();
        for raw in given {
            match problem_name(raw) {
                Ok(name) if all.contains(&name) => {
                    if !names.contains(&name) {
                        names.push(name);
                    }
                }
                Ok(name) => errors.push(match cli::closest(&name, &all) {
                    Some(close) => format!("no problem named `{name}`; did you mean `{close}`?"),
                    None => format!(
                        "no problem named `{name}`; the problems are: {}",
                        all.join(", ")
                    ),
                }),
                Err(message) => errors.push(message),
            }
        }
        if !errors.is_empty() {
            return Err(errors.join("\n"));
        }
        names.sort_by(|a, b| natural_cmp(a, b));
        Ok(names)
    }

    /// Reads `problems/<name>/Cargo.toml` and its `[package.metadata.problem]` table.
    pub fn load_problem(&self, name: &str) -> Result<Problem, String> {
        let manifest = self.problems_dir().join(name).join("Cargo.toml");
        let text = fs::read_to_string(&manifest)
            .map_err(|e| format!("cannot read {}: {e}", manifest.display()))?;
        let (problem, warnings) =
            parse_problem(name, &text).map_err(|e| format!("{}: {e}", manifest.display()))?;
        for warning in warnings {
            eprintln!("warning: {}: {warning}", self.relative(&manifest));
        }
        Ok(problem)
    }

    /// The testcases of `problem`, in natural order (`sample-2` before `sample-10`).
    ///
    /// Fails on a `.out` without its `.in`, on a `.in` without its `.out` unless `missing_out_ok`
    /// (for `--bless`), on a problem with no testcases at all, and on testcases that are symbolic
    /// links leading outside the workspace or to nothing: the runner reads, shows and writes
    /// testcases only inside the workspace.
    pub fn cases(&self, problem: &str, missing_out_ok: bool) -> Result<Vec<Case>, Vec<String>> {
        let dir = self.testcases_dir(problem);
        let shown = self.relative(&dir);
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(_) => {
                return Err(vec![format!(
                    "problem `{problem}` has no testcases: add {shown}/<case>.in and \
                     {shown}/<case>.out (the statement's samples are a good start)"
                )])
            }
        };
        let inside = Inside::new(&self.root)?;
        if let Err(outside) = inside.check(&dir) {
            return Err(vec![format!("{shown} {outside}")]);
        }
        // Stems as bytes: a name that is not UTF-8 is still a case (shown escaped, `caf\xe9`),
        // never skipped, or a wrong answer under such a name would pass unseen.
        let mut inputs: Vec<Vec<u8>> = Vec::new();
        let mut outputs: Vec<Vec<u8>> = Vec::new();
        let mut errors = Vec::new();
        for entry in entries.filter_map(Result::ok) {
            let file = entry.file_name();
            let file = file.as_bytes();
            let (stem, stems) = if let Some(stem) = file.strip_suffix(b".in") {
                (stem, &mut inputs)
            } else if let Some(stem) = file.strip_suffix(b".out") {
                (stem, &mut outputs)
            } else {
                continue;
            };
            if file.starts_with(b".") {
                continue;
            }
            let mut refused = false;
            if entry.file_type().is_ok_and(|t| t.is_symlink()) {
                if let Err(outside) = inside.check(&entry.path()) {
                    errors.push(format!("{shown}/{} {outside}", report::escaped(file)));
                    refused = true;
                }
            }
            // A refused file still pairs with its partner, which is not an orphan for it.
            if refused || entry.path().is_file() {
                stems.push(stem.to_vec());
            }
        }
        for stem in &outputs {
            if !inputs.contains(stem) {
                let stem = report::escaped(stem);
                errors.push(format!(
                    "{shown}/{stem}.out has no input: add {shown}/{stem}.in, or rename or remove \
                     the .out (cases pair up by file stem)"
                ));
            }
        }
        if !missing_out_ok {
            for stem in &inputs {
                if !outputs.contains(stem) {
                    let stem = report::escaped(stem);
                    errors.push(format!(
                        "{shown}/{stem}.in has no expected output: write {shown}/{stem}.out, or \
                         record the current solution's output with `cargo make test {problem} --bless` \
                         (then check it by hand)"
                    ));
                }
            }
        }
        if inputs.is_empty() && errors.is_empty() {
            errors.push(format!(
                "problem `{problem}` has no testcases: {shown} holds no <case>.in files; add \
                 <case>.in and <case>.out pairs (the statement's samples are a good start)"
            ));
        }
        if !errors.is_empty() {
            errors.sort();
            return Err(errors);
        }
        let mut cases: Vec<Case> = inputs
            .into_iter()
            .map(|stem| {
                let file = |extension: &str| {
                    dir.join(OsStr::from_bytes(&[&stem, extension.as_bytes()].concat()))
                };
                Case {
                    name: report::escaped(&stem),
                    input: file(".in"),
                    output: file(".out"),
                    has_output: outputs.contains(&stem),
                }
            })
            .collect();
        cases.sort_by(|a, b| natural_cmp(&a.name, &b.name));
        Ok(cases)
    }

    /// Where `cargo build --release` puts the binaries: `release` in [`Self::target_dir`].
    pub fn release_dir(&self) -> PathBuf {
        self.target_dir().join("release")
    }

    /// Cargo's target directory: `$CARGO_TARGET_DIR` where it is set, which cargo puts before
    /// any config file, so that `cargo metadata` is not asked again (the runner sets it for the
    /// spec tool it hands a command to); else the directory `cargo metadata` states (should it
    /// fail, which fails the build too, `<root>/target`).
    pub fn target_dir(&self) -> PathBuf {
        match (std::env::var_os("CARGO_TARGET_DIR"), self.metadata()) {
            // Relative to the current directory, as cargo reads it.
            (Some(dir), _) if !dir.is_empty() => {
                std::path::absolute(&dir).unwrap_or_else(|_| PathBuf::from(dir))
            }
            (_, Ok(metadata)) => PathBuf::from(&metadata.target_directory),
            _ => self.root.join("target"),
        }
    }

    /// `path` relative to the root when it is inside it, for shorter messages.
    pub fn relative(&self, path: &Path) -> String {
        path.strip_prefix(&self.root)
            .unwrap_or(path)
            .display()
            .to_string()
    }
}

/// Where the workspace really is, to tell whether a path (through any links) leads inside it.
struct Inside {
    root: PathBuf,
}

impl Inside {
    fn new(root: &Path) -> Result<Inside, Vec<String>> {
        fs::canonicalize(root)
            .map(|root| Inside { root })
            .map_err(|e| {
                vec![format!(
                    "cannot resolve the workspace root {}: {e}",
                    root.display()
                )]
            })
    }

    /// `Ok` when `path` leads inside the workspace; else the end of a sentence that starts with
    /// the path's name and says where it leads.
    fn check(&self, path: &Path) -> Result<(), String> {
        let target = fs::read_link(path).unwrap_or_else(|_| path.to_path_buf());
        match fs::canonicalize(path) {
            Ok(real) if real.starts_with(&self.root) => Ok(()),
            Ok(real) => Err(format!(
                "leads through a symbolic link to {}, outside the workspace ({}): the runner \
                 reads, shows and writes testcases only inside it; copy it in instead",
                real.display(),
                self.root.display()
            )),
            Err(_) => Err(format!(
                "is a symbolic link to {}, which does not exist: remove the link, or make it \
                 lead to a file inside the workspace",
                target.display()
            )),
        }
    }
}

fn is_workspace_manifest(path: &Path) -> bool {
    fs::read_to_string(path)
        .ok()
        .and_then(|text| text.parse::<toml::Table>().ok())
        .is_some_and(|table| table.contains_key("workspace"))
}

fn parse_problem(name: &str, manifest: &str) -> Result<(Problem, Vec<String>), String> {
    let manifest = Manifest::parse(manifest)?;
    let warnings = manifest.warnings();
    let problem = Problem {
        name: name.to_string(),
        package: manifest.package,
        meta: manifest.problem,
    };
    Ok((problem, warnings))
}

/// Cargo's error about the workspace (many lines, for a broken manifest) in one line: its first
/// `error:`, where it points and its deepest cause.
fn cargo_says(error: &str) -> String {
    let lines: Vec<&str> = error.lines().map(str::trim).collect();
    let mut what = lines
        .iter()
        .find_map(|line| {
            line.rsplit_once("error: ")
                .map(|(_, what)| what.to_string())
        })
        .unwrap_or_else(|| error.to_string());
    if let Some(last) = lines.iter().rposition(|line| *line == "Caused by:") {
        if let Some(cause) = lines[last + 1..].iter().find(|line| !line.is_empty()) {
            what = format!("{what}: {cause}");
        }
    }
    let place = lines
        .iter()
        .find_map(|line| line.strip_prefix("--> "))
        .map(|place| format!("{place}: "))
        .unwrap_or_default();
    format!(
        "cargo cannot read the workspace: {place}{what} (`cargo metadata --no-deps` shows all it \
         says)"
    )
}

/// The problem a command-line argument names: the name itself, or what tab completion gives
/// inside the workspace (`problems/hdu-1846/`, `testcases/hdu-1846`). Any other path
/// (`../hdu-1846`, `/etc/hdu-1846`) is refused rather than read as the name it ends in.
pub fn problem_name(argument: &str) -> Result<String, String> {
    let parts: Vec<&str> = argument
        .split('/')
        .filter(|part| !part.is_empty() && *part != ".")
        .collect();
    match parts.as_slice() {
        [name] if !argument.starts_with('/') && *name != ".." => Ok(name.to_string()),
        ["problems" | "testcases", name] if !argument.starts_with('/') && *name != ".." => {
            Ok(name.to_string())
        }
        _ => Err(format!(
            "`{argument}` is not a problem: name it as problems/ names it (hdu-1846), or give \
             problems/NAME or testcases/NAME from the workspace root"
        )),
    }
}

/// Orders `a10` after `a9`: runs of digits compare by value, everything else by bytes.
pub fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut a, mut b) = (a.as_bytes(), b.as_bytes());
    loop {
        match (a.first(), b.first()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(x), Some(y)) if x.is_ascii_digit() && y.is_ascii_digit() => {
                let run = |s: &[u8]| s.iter().take_while(|c| c.is_ascii_digit()).count();
                let (da, db) = (&a[..run(a)], &b[..run(b)]);
                let strip = |d: &[u8]| {
                    let zeros = d.iter().take_while(|&&c| c == b'0').count();
                    d.len() - zeros
                };
                let (sa, sb) = (&da[da.len() - strip(da)..], &db[db.len() - strip(db)..]);
                let order = sa.len().cmp(&sb.len()).then(sa.cmp(sb)).then(da.cmp(db));
                if order != Ordering::Equal {
                    return order;
                }
                a = &a[da.len()..];
                b = &b[db.len()..];
            }
            (Some(x), Some(y)) => {
                if x != y {
                    return x.cmp(y);
                }
                a = &a[1..];
                b = &b[1..];
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_problem_is_named_by_its_name_or_its_folder_in_the_workspace() {
        for given in ["hdu-1846", "problems/hdu-1846/", "./testcases/hdu-1846"] {
            assert_eq!(problem_name(given).as_deref(), Ok("hdu-1846"), "{given}");
        }
        for refused in [
            "../hdu-1846",
            "/etc/hdu-1846",
            "/hdu-1846",
            "src/hdu-1846",
            "..",
            "",
        ] {
            assert!(problem_name(refused).is_err(), "{refused}");
        }
    }

    #[test]
    fn cargos_error_about_a_broken_manifest_is_one_line_with_its_place() {
        let cargo = "cargo metadata: `cargo metadata` exited with an error: error: key with no \
                     value, expected `=`\n --> problems/a/Cargo.toml:7:9\n  |\n7 | garbage [\n  \
                     |         ^\nerror: failed to load manifest for workspace member `/w/a`";
        assert_eq!(
            cargo_says(cargo),
            "cargo cannot read the workspace: problems/a/Cargo.toml:7:9: key with no value, \
             expected `=` (`cargo metadata --no-deps` shows all it says)"
        );
    }

    #[test]
    fn cargos_error_with_causes_ends_with_the_deepest() {
        let cargo = "cargo metadata: `cargo metadata` exited with an error: error: failed to load \
                     manifest for workspace member `/w/a`\n\nCaused by:\n  failed to parse \
                     manifest\n\nCaused by:\n  `workspace.package.edition` was not defined\n";
        assert_eq!(
            cargo_says(cargo),
            "cargo cannot read the workspace: failed to load manifest for workspace member \
             `/w/a`: `workspace.package.edition` was not defined (`cargo metadata --no-deps` \
             shows all it says)"
        );
    }

    #[test]
    fn natural_order_compares_numbers_by_value() {
        let mut names = vec!["sample-10", "sample-2", "big", "sample-1", "sample-02"];
        names.sort_by(|a, b| natural_cmp(a, b));
        assert_eq!(
            names,
            ["big", "sample-1", "sample-02", "sample-2", "sample-10"]
        );
        assert_eq!(natural_cmp("a", "a"), Ordering::Equal);
    }
}

#[cfg(test)]
mod metadata_tests {
    use super::*;

    /// A workspace with one problem and a library, whose cargo config puts the target directory
    /// elsewhere: the problems are the members under problems/, and the binaries are where cargo
    /// puts them.
    #[test]
    fn problems_and_the_target_directory_are_cargos() {
        let dir = std::env::temp_dir().join(format!("runner-metadata-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        let write = |path: &str, text: &str| {
            let path = dir.join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        };
        write(
            "Cargo.toml",
            "[workspace]\nresolver = \"2\"\nmembers = [\"problems/*\", \"lib\"]\n",
        );
        write(
            ".cargo/config.toml",
            "[build]\ntarget-dir = \"elsewhere\"\n",
        );
        for (path, kind) in [
            ("problems/p-2", "bin"),
            ("problems/p-10", "bin"),
            ("lib", "lib"),
        ] {
            let name = path.rsplit('/').next().unwrap();
            write(
                &format!("{path}/Cargo.toml"),
                &format!("[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n"),
            );
            let file = if kind == "bin" { "main.rs" } else { "lib.rs" };
            write(&format!("{path}/src/{file}"), "");
        }
        let workspace = Workspace::locate(Some(&dir)).unwrap();
        assert_eq!(workspace.problem_names().unwrap(), ["p-2", "p-10"]);
        let release = workspace.release_dir();
        // The environment, when it names one, comes before the config file, for cargo too.
        let expected = std::env::var_os("CARGO_TARGET_DIR")
            .filter(|d| !d.is_empty())
            .map_or_else(|| PathBuf::from("elsewhere"), PathBuf::from);
        assert!(release.ends_with(expected.join("release")), "{release:?}");
        let _ = fs::remove_dir_all(&dir);
    }
}
