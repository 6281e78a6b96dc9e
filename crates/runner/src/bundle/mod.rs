//! `runner bundle NAME`: one file that a judge accepts, made from a problem's crate.
//!
//! A judge compiles one file with plain `rustc`, without Cargo or crates. The bundle is the
//! solution's `main.rs` followed by each library it reaches as a module at the file's root
//! (`mod common { ... }`, `mod proconio { ... }`), holding only the items and macro rules the
//! solution reaches ([`prune`]). Paths are rewritten to match (`common::x` → `crate::common::x`;
//! `crate::x` and `$crate::x` inside a library → `crate::<library>::x`); tests (`#[cfg(test)]`),
//! items of disabled features, doc comments and the libraries' plain comments are dropped;
//! rustfmt formats the result and a header names the problem and the licences of what was pasted
//! in.
//!
//! The work is a token-aware text pass ([`lex`], [`syntax`], [`transform`], [`tree`], [`prune`],
//! [`expand`]), not a parse with `syn`: a text pass keeps the solution's comments and layout,
//! sees inside `macro_rules!` bodies (where `$crate` has to be rewritten and `syn` sees only
//! tokens), and costs no build time. Its limits are in [`transform`] and [`tree`]: a
//! `#[path]` module, `mod x;` inside an inline module, `#![cfg]` on a whole file and
//! `#[macro_export(local_inner_macros)]` are refused with a message rather than mishandled.
//!
//! Judges run old compilers (Codeforces 1.75, AtCoder's 2023 judge 1.70), so with `--check`
//! (what `cargo make bundle-all` runs) each bundle is compiled with `rustc -O --edition 2021` by
//! the oldest Rust it must support, Debian 12's rustc 1.63 ([`OLD_RUSTC`], or `--rustc PATH`),
//! and by the current one, and both binaries are judged on all the problem's testcases by
//! `runner test NAME --exe`.

mod edit;
mod expand;
mod lex;
mod prune;
mod syntax;
mod transform;
mod tree;

use std::collections::BTreeSet;
use std::ffi::{OsStr, OsString};
use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Child, Command as Process, ExitCode, Stdio};

use clap::{ArgMatches, Command};
use serde_json::Value;

use crate::report::{self, BAD, BOLD, GOOD};
use crate::{cli, exit};
use prune::Kept;
use tree::Library;

/// The most a bundle may take. Codeforces, the smallest limit among the judges, takes 64 KiB; a
/// bundle holds only what its solution uses, 16 to 22 KiB, so one past 24 KiB has started to
/// carry code it does not need.
pub const SIZE_LIMIT: u64 = 24 << 10;

/// Where Debian's `apt-get install -y rustc` puts its compiler: rustc 1.63 on Debian 12, the
/// oldest Rust the bundles are checked with. (rustup's `rustc` stays first on `PATH`.)
const OLD_RUSTC: &str = "/usr/bin/rustc";

pub fn command() -> Command {
    Command::new("bundle")
        .about("Write a problem's solution as one file that compiles with plain rustc")
        .long_about(
            "Write target/bundle/<NAME>.rs: the solution followed by the items of `common` and \
             proconio it uses, as modules, without tests or the libraries' comments, formatted by \
             rustfmt. It compiles with `rustc --edition 2021 -O` alone, from Rust 1.63 on, and \
             behaves like the binary; paste it into the judge. Each bundle must stay within 24 \
             KiB.\n\n\
             With --check, also compile each bundle with an old rustc (Debian 12's 1.63 at \
             /usr/bin/rustc, or --rustc PATH) and with the current one, into \
             target/bundle/rustc-<VERSION>/<NAME>, and judge both binaries on every testcase of \
             the problem (runner test NAME --exe).",
        )
        .arg(cli::names(
            "Problems to bundle (package names under problems/)",
        ))
        .arg(cli::flag("all", "Bundle every problem").conflicts_with("names"))
        .arg(cli::flag(
            "check",
            "Compile each bundle with an old and the current rustc and judge both on all its \
             testcases",
        ))
        .arg(
            cli::path(
                "rustc",
                "The old compiler --check uses [default: /usr/bin/rustc, Debian 12's 1.63]",
            )
            .requires("check"),
        )
        .arg(
            cli::flag(
                "stdout",
                "Print the bundle of the one NAME instead of writing the file",
            )
            .conflicts_with_all(["all", "check"]),
        )
        .after_help(
            "Exit status: 0 when every bundle is written (and, with --check, compiles with both \
             compilers and passes every testcase) within 24 KiB; 1 when any is not; 2 on a usage \
             or workspace error (an old compiler missing included).",
        )
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    execute(matches).unwrap_or_else(|message| report::error_exit(&message))
}

fn execute(matches: &ArgMatches) -> Result<ExitCode, String> {
    // The compilers first: a missing one is known before any work.
    let compilers = if matches.get_flag("check") {
        compilers(matches.get_one::<PathBuf>("rustc"))?
    } else {
        Vec::new()
    };
    let metadata = Metadata::load()?;
    let problems = metadata.problems();
    let names: Vec<String> = if matches.get_flag("all") {
        problems.clone()
    } else {
        matches
            .get_many::<String>("names")
            .map(|names| names.cloned().collect())
            .unwrap_or_default()
    };
    if names.is_empty() {
        return Err("name a problem (runner bundle NAME) or pass --all".to_string());
    }
    for name in &names {
        if !problems.contains(name) {
            return Err(format!(
                "no problem `{name}`: a problem is a workspace package with \
                 [package.metadata.problem]; known: {}",
                problems.join(", ")
            ));
        }
    }
    if matches.get_flag("stdout") {
        let [name] = names.as_slice() else {
            return Err("--stdout prints one bundle: name exactly one problem".to_string());
        };
        let text = bundle(&metadata, name)?;
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| format!("cannot write to stdout: {e}"))?;
        return Ok(exit::code(exit::SUCCESS));
    }
    let check = !compilers.is_empty();
    let directory = metadata.target_directory.join("bundle");
    fs::create_dir_all(&directory)
        .map_err(|e| format!("cannot create {}: {e}", directory.display()))?;
    let mut failed = Vec::new();
    let mut out = anstream::stdout();
    if check {
        let shown: Vec<String> = compilers.iter().map(Compiler::to_string).collect();
        let _ = writeln!(out, "checking with {}", shown.join(" and "));
    }
    for name in &names {
        match write_and_check(&metadata, name, &directory, &compilers) {
            Ok(()) => {}
            Err(reason) => {
                let _ = writeln!(out, "{BAD}FAIL{BAD:#} {name}: {reason}");
                failed.push(name.clone());
            }
        }
    }
    if failed.is_empty() {
        let what = if check {
            "compiled with each compiler and passed every testcase"
        } else {
            "written"
        };
        let _ = writeln!(out, "{GOOD}ok{GOOD:#}: {} bundle(s) {what}", names.len());
        Ok(exit::code(exit::SUCCESS))
    } else {
        let _ = writeln!(
            out,
            "{BAD}{} of {} bundle(s) failed:{BAD:#} {}",
            failed.len(),
            names.len(),
            failed.join(", ")
        );
        Ok(exit::code(exit::FAILED))
    }
}

/// The compilers `--check` uses: the old one (`--rustc`, else [`OLD_RUSTC`]), then the current
/// one (`$RUSTC`, else `rustc` on `PATH`), once if they are the same version.
fn compilers(old: Option<&PathBuf>) -> Result<Vec<Compiler>, String> {
    let old = match old {
        Some(path) => Compiler::at(path.as_os_str())
            .map_err(|e| format!("--rustc {}: {e}", path.display()))?,
        None if Path::new(OLD_RUSTC).exists() => Compiler::at(OLD_RUSTC.as_ref())?,
        None => {
            return Err(format!(
                "--check also compiles each bundle with Rust 1.63, as old judges would, and \
                 {OLD_RUSTC} is missing: install Debian's rustc with `apt-get install -y rustc` \
                 (rustup's stays first on PATH), or name an old compiler with --rustc PATH"
            ))
        }
    };
    let current = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let current = Compiler::at(&current)?;
    Ok(if current.version == old.version {
        vec![old]
    } else {
        vec![old, current]
    })
}

/// A compiler to check bundles with.
struct Compiler {
    path: OsString,
    /// `1.63.0`, from `rustc --version`.
    version: String,
}

impl Compiler {
    fn at(path: &OsStr) -> Result<Compiler, String> {
        let shown = path.to_string_lossy();
        let output = Process::new(path)
            .arg("--version")
            .output()
            .map_err(|e| format!("cannot run {shown}: {e}"))?;
        let text = String::from_utf8_lossy(&output.stdout);
        let version = text
            .strip_prefix("rustc ")
            .and_then(|rest| rest.split_whitespace().next())
            .filter(|_| output.status.success())
            .ok_or_else(|| format!("{shown} --version says `{}`, not a rustc", text.trim()))?;
        Ok(Compiler {
            path: path.to_os_string(),
            version: version.to_string(),
        })
    }

    /// `rustc --edition 2021 -O -o executable source`, as a judge would, started in the
    /// background.
    fn start(&self, source: &Path, executable: &Path) -> Result<Child, String> {
        Process::new(&self.path)
            .args(["--edition", "2021", "-O", "-o"])
            .arg(executable)
            .arg(source)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run {self}: {e}"))
    }
}

impl std::fmt::Display for Compiler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "rustc {} ({})",
            self.version,
            self.path.to_string_lossy()
        )
    }
}

/// Fails when a bundle of `size` bytes is over [`SIZE_LIMIT`].
fn check_size(shown: &str, size: u64) -> Result<(), String> {
    if size > SIZE_LIMIT {
        return Err(format!(
            "the bundle {shown} is {size} bytes, over the {} KiB ({SIZE_LIMIT} bytes) a bundle may \
             take: the header lists the modules it pulls in",
            SIZE_LIMIT >> 10
        ));
    }
    Ok(())
}

/// Writes `<directory>/<name>.rs` and reports its size; with `compilers`, compiles it with each
/// (at once) and judges every binary.
fn write_and_check(
    metadata: &Metadata,
    name: &str,
    directory: &Path,
    compilers: &[Compiler],
) -> Result<(), String> {
    let text = bundle(metadata, name)?;
    let source = directory.join(format!("{name}.rs"));
    fs::write(&source, &text).map_err(|e| format!("cannot write {}: {e}", source.display()))?;
    let size = text.len() as u64;
    let shown = source
        .strip_prefix(&metadata.workspace_root)
        .unwrap_or(&source)
        .display()
        .to_string();
    let mut out = anstream::stdout();
    let _ = writeln!(
        out,
        "{BOLD}{shown}{BOLD:#}: {} ({size} bytes)",
        report::bytes(size)
    );
    check_size(&shown, size)?;
    let mut builds = Vec::new();
    for compiler in compilers {
        let output = directory.join(format!("rustc-{}", compiler.version));
        fs::create_dir_all(&output)
            .map_err(|e| format!("cannot create {}: {e}", output.display()))?;
        let executable = output.join(name);
        let child = compiler.start(&source, &executable)?;
        builds.push((compiler, executable, child));
    }
    let mut executables = Vec::new();
    for (compiler, executable, child) in builds {
        let output = child
            .wait_with_output()
            .map_err(|e| format!("{compiler} failed: {e}"))?;
        let stderr = String::from_utf8_lossy(&output.stderr);
        if !output.status.success() {
            return Err(format!("does not compile with {compiler}:\n{stderr}"));
        }
        if !stderr.trim().is_empty() {
            let _ = write!(anstream::stderr(), "{compiler}:\n{stderr}");
        }
        executables.push((compiler, executable));
    }
    for (compiler, executable) in executables {
        judge(metadata, name, compiler, &executable)?;
    }
    Ok(())
}

/// `runner test NAME --exe executable`: every testcase of the problem.
fn judge(
    metadata: &Metadata,
    name: &str,
    compiler: &Compiler,
    executable: &Path,
) -> Result<(), String> {
    let status = Process::new(
        std::env::current_exe().map_err(|e| format!("cannot find the runner itself: {e}"))?,
    )
    .arg("test")
    .arg(name)
    .arg("--exe")
    .arg(executable)
    .arg("--root")
    .arg(&metadata.workspace_root)
    .status()
    .map_err(|e| format!("cannot start `runner test`: {e}"))?;
    let rerun = format!("runner test {name} --exe {}", executable.display());
    match status.code() {
        Some(0) => Ok(()),
        Some(1) => Err(format!(
            "the bundle built by {compiler} fails its testcases (`{rerun}` above)"
        )),
        _ => Err(format!("`{rerun}` could not judge the bundle ({status})")),
    }
}

/// The formatted bundle of problem `name`, header included.
pub fn bundle(metadata: &Metadata, name: &str) -> Result<String, String> {
    let problem = metadata
        .package_named(name)
        .ok_or_else(|| format!("no package `{name}` in the workspace"))?;
    let solution = problem
        .bin_source()
        .ok_or_else(|| format!("package `{name}` has no binary target"))?;
    let libraries = metadata.libraries_of(problem)?;
    let plan: Vec<Library> = libraries
        .iter()
        .map(|dependency| Library {
            name: dependency.name.clone(),
            root: dependency.package.lib_source().unwrap_or_default(),
            features: dependency.features.clone(),
        })
        .collect();
    let (code, pasted) = tree::assemble(&solution, &metadata.features_of(problem), &plan)
        .map_err(|e| format!("cannot bundle `{name}`: {e}"))?;
    let (code, kept) =
        prune::prune(&code, &pasted).map_err(|e| format!("cannot bundle `{name}`: {e}"))?;
    let formatted = rustfmt(&code).map_err(|e| format!("cannot bundle `{name}`: {e}"))?;
    let credits: Vec<String> = kept
        .iter()
        .map(|kept| {
            let package = libraries
                .iter()
                .find(|dependency| dependency.name == kept.library)
                .map(|dependency| dependency.package)
                .expect("every library kept comes from the list");
            credit(metadata, kept, package)
        })
        .collect();
    Ok(format!("{}{formatted}", header(problem, &credits)))
}

/// Tabs, because the bundle nests modules three deep and four spaces a level would make it a
/// third larger (luogu-p1247: 22.2 KiB with tabs, 30.6 KiB with spaces), against the 24 KiB
/// limit.
const RUSTFMT_ARGS: [&str; 6] = [
    "--edition",
    "2021",
    "--emit",
    "stdout",
    "--config",
    "hard_tabs=true",
];

/// Runs the toolchain's rustfmt over `code`.
fn rustfmt(code: &str) -> Result<String, String> {
    let rustfmt = std::env::var_os("RUSTFMT").unwrap_or_else(|| "rustfmt".into());
    let mut child = Process::new(&rustfmt)
        .args(RUSTFMT_ARGS)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            format!(
                "cannot run {}: {e} (install it with `rustup component add rustfmt`)",
                rustfmt.to_string_lossy()
            )
        })?;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = code.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let output = child
        .wait_with_output()
        .map_err(|e| format!("rustfmt failed: {e}"))?;
    let _ = writer.join();
    if !output.status.success() {
        return Err(format!(
            "rustfmt rejects the assembled code (a bundler bug):\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    String::from_utf8(output.stdout)
        .map_err(|_| "rustfmt wrote bytes that are not text".to_string())
}

/// The opening comment: the problem, its URL, and what was pasted in under which licence.
fn header(problem: &Package, credits: &[String]) -> String {
    let meta = problem.value.pointer("/metadata/problem");
    let field = |key: &str| meta.and_then(|m| m.get(key)).and_then(Value::as_str);
    let title: Vec<&str> = [field("judge"), field("id")]
        .into_iter()
        .flatten()
        .collect();
    let mut lines = Vec::new();
    match field("title") {
        Some(name) if !title.is_empty() => lines.push(format!("{}: {name}", title.join(" "))),
        Some(name) => lines.push(name.to_string()),
        None if !title.is_empty() => lines.push(title.join(" ")),
        None => lines.push(format!("Problem `{}`", problem.name())),
    }
    if let Some(url) = field("url") {
        lines.push(url.to_string());
    }
    lines.push(String::new());
    lines.push(format!(
        "One-file bundle of the workspace crate `{0}`, written by `cargo make bundle {0}`;",
        problem.name()
    ));
    lines.push(
        "change the crate, not this file. After the solution come the items and macro rules it"
            .to_string(),
    );
    lines.push("uses of these libraries, without their comments:".to_string());
    for credit in credits {
        lines.push(format!("- {credit}"));
    }
    let mut text: String = lines
        .iter()
        .map(|line| {
            if line.is_empty() {
                "//\n".to_string()
            } else {
                format!("// {line}\n")
            }
        })
        .collect();
    text.push('\n');
    text
}

/// "common (modules io, nim): this workspace's library; licence MIT" or "proconio 0.6.0 by
/// statiolake <...> (https://...); licence MIT OR Apache-2.0".
fn credit(metadata: &Metadata, kept: &Kept, package: &Package) -> String {
    let licence = package
        .value
        .get("license")
        .and_then(Value::as_str)
        .map_or_else(
            || "licence not stated".to_string(),
            |l| format!("licence {l}"),
        );
    if metadata.is_member(package) {
        let modules = if kept.modules.is_empty() {
            String::new()
        } else {
            format!(" (modules {})", kept.modules.join(", "))
        };
        return format!(
            "{}{modules}: this workspace's library; {licence}",
            kept.library
        );
    }
    let version = package
        .value
        .get("version")
        .and_then(Value::as_str)
        .unwrap_or("");
    let authors: Vec<&str> = package
        .value
        .get("authors")
        .and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let by = if authors.is_empty() {
        String::new()
    } else {
        format!(" by {}", authors.join(", "))
    };
    let repository = package
        .value
        .get("repository")
        .and_then(Value::as_str)
        .map_or_else(String::new, |r| format!(" ({r})"));
    format!("{} {version}{by}{repository}; {licence}", package.name())
}

/// What `cargo metadata` says about the workspace: packages, the resolved dependency graph
/// (with features), the members, and where things are.
pub struct Metadata {
    packages: Vec<Package>,
    resolve: Value,
    members: BTreeSet<String>,
    pub workspace_root: PathBuf,
    pub target_directory: PathBuf,
}

pub struct Package {
    value: Value,
}

impl Package {
    fn id(&self) -> &str {
        self.value.get("id").and_then(Value::as_str).unwrap_or("")
    }

    fn name(&self) -> &str {
        self.value.get("name").and_then(Value::as_str).unwrap_or("")
    }

    /// The source of the first target of this kind that `named` accepts.
    fn target_source(&self, kind: &str, named: impl Fn(&str) -> bool) -> Option<PathBuf> {
        self.value
            .get("targets")?
            .as_array()?
            .iter()
            .find(|t| {
                let of_kind = t
                    .get("kind")
                    .and_then(Value::as_array)
                    .is_some_and(|k| k.iter().any(|k| k.as_str() == Some(kind)));
                of_kind && named(t.get("name").and_then(Value::as_str).unwrap_or_default())
            })?
            .get("src_path")?
            .as_str()
            .map(PathBuf::from)
    }

    /// The solution: the binary named after the package (a problem may have others, such as
    /// its checker, `<package>-checker`).
    fn bin_source(&self) -> Option<PathBuf> {
        self.target_source("bin", |name| name == self.name())
    }

    fn lib_source(&self) -> Option<PathBuf> {
        self.target_source("lib", |_| true)
    }
}

/// A library a problem depends on: the name its code uses, its package, its enabled features.
struct Dependency<'a> {
    name: String,
    package: &'a Package,
    features: BTreeSet<String>,
}

impl Metadata {
    /// Runs `cargo metadata` for the host platform (so that it works offline once the
    /// dependencies are fetched for a build).
    pub fn load() -> Result<Metadata, String> {
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let mut command = Process::new(&cargo);
        command.args(["metadata", "--format-version", "1"]);
        if let Some(host) = host_triple() {
            command.args(["--filter-platform", &host]);
        }
        let output = command
            .stderr(Stdio::inherit())
            .output()
            .map_err(|e| format!("cannot run `cargo metadata`: {e}"))?;
        if !output.status.success() {
            return Err("`cargo metadata` failed (see above)".to_string());
        }
        let value: Value = serde_json::from_slice(&output.stdout)
            .map_err(|e| format!("cannot read the output of `cargo metadata`: {e}"))?;
        Metadata::from_json(value)
    }

    fn from_json(mut value: Value) -> Result<Metadata, String> {
        let path = |value: &Value, key: &str| {
            value
                .get(key)
                .and_then(Value::as_str)
                .map(PathBuf::from)
                .ok_or_else(|| format!("`cargo metadata` gave no {key}"))
        };
        let workspace_root = path(&value, "workspace_root")?;
        let target_directory = path(&value, "target_directory")?;
        let members = value
            .get("workspace_members")
            .and_then(Value::as_array)
            .map(|m| {
                m.iter()
                    .filter_map(Value::as_str)
                    .map(String::from)
                    .collect()
            })
            .unwrap_or_default();
        let packages = match value.get_mut("packages").map(Value::take) {
            Some(Value::Array(packages)) => packages
                .into_iter()
                .map(|value| Package { value })
                .collect(),
            _ => return Err("`cargo metadata` gave no packages".to_string()),
        };
        let resolve = value
            .get_mut("resolve")
            .map(Value::take)
            .unwrap_or(Value::Null);
        Ok(Metadata {
            packages,
            resolve,
            members,
            workspace_root,
            target_directory,
        })
    }

    fn is_member(&self, package: &Package) -> bool {
        self.members.contains(package.id())
    }

    /// The names of the problems: the members with `[package.metadata.problem]`, sorted.
    pub fn problems(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .packages
            .iter()
            .filter(|p| self.is_member(p) && p.value.pointer("/metadata/problem").is_some())
            .map(|p| p.name().to_string())
            .collect();
        names.sort();
        names
    }

    fn package_named(&self, name: &str) -> Option<&Package> {
        self.packages
            .iter()
            .find(|p| p.name() == name && self.is_member(p))
    }

    fn package_id(&self, id: &str) -> Option<&Package> {
        self.packages.iter().find(|p| p.id() == id)
    }

    fn node(&self, id: &str) -> Option<&Value> {
        self.resolve
            .get("nodes")?
            .as_array()?
            .iter()
            .find(|n| n.get("id").and_then(Value::as_str) == Some(id))
    }

    fn features_of(&self, package: &Package) -> BTreeSet<String> {
        self.node(package.id())
            .and_then(|n| n.get("features"))
            .and_then(Value::as_array)
            .map(|f| {
                f.iter()
                    .filter_map(Value::as_str)
                    .map(String::from)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The libraries `package` needs to run: its normal (not dev, not build) dependencies,
    /// transitively, each before the libraries it depends on.
    fn libraries_of<'a>(&'a self, package: &Package) -> Result<Vec<Dependency<'a>>, String> {
        let mut order = Vec::new();
        let mut seen = BTreeSet::new();
        self.visit(package.id(), &mut seen, &mut order)?;
        // Post-order puts dependencies first; the bundle wants dependents first.
        order.reverse();
        Ok(order
            .into_iter()
            .map(|(name, id)| {
                let package = self.package_id(&id).expect("resolved packages are listed");
                Dependency {
                    name,
                    package,
                    features: self.features_of(package),
                }
            })
            .collect())
    }

    fn visit(
        &self,
        id: &str,
        seen: &mut BTreeSet<String>,
        order: &mut Vec<(String, String)>,
    ) -> Result<(), String> {
        let node = self
            .node(id)
            .ok_or_else(|| format!("`cargo metadata` has no dependency graph for {id}"))?;
        let deps = node
            .get("deps")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        for dep in deps {
            let normal = dep
                .get("dep_kinds")
                .and_then(Value::as_array)
                .is_some_and(|kinds| {
                    kinds
                        .iter()
                        .any(|k| k.get("kind").is_some_and(Value::is_null))
                });
            let (Some(name), Some(dep_id)) = (
                dep.get("name").and_then(Value::as_str),
                dep.get("pkg").and_then(Value::as_str),
            ) else {
                continue;
            };
            if !normal || !seen.insert(dep_id.to_string()) {
                continue;
            }
            let package = self
                .package_id(dep_id)
                .ok_or_else(|| format!("`cargo metadata` does not list {dep_id}"))?;
            if package.lib_source().is_none() {
                return Err(format!(
                    "`{}` is not a plain library (a proc-macro crate?) and cannot be pasted \
                     into one file",
                    package.name()
                ));
            }
            self.visit(dep_id, seen, order)?;
            order.push((name.to_string(), dep_id.to_string()));
        }
        Ok(())
    }
}

/// The host's target triple, from `rustc -vV`.
fn host_triple() -> Option<String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let output = Process::new(rustc).arg("-vV").output().ok()?;
    String::from_utf8(output.stdout)
        .ok()?
        .lines()
        .find_map(|line| line.strip_prefix("host: "))
        .map(String::from)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn package(id: &str, kind: &str, metadata: Value) -> Value {
        json!({
            "id": id,
            "name": id,
            "version": "0.6.0",
            "license": "MIT OR Apache-2.0",
            "authors": ["Someone <someone@example.com>"],
            "repository": "https://example.com/repo",
            "targets": [{ "kind": [kind], "name": id, "src_path": format!("/src/{id}.rs") }],
            "metadata": metadata,
        })
    }

    fn dep(name: &str, kind: Value) -> Value {
        json!({ "name": name, "pkg": name, "dep_kinds": [{ "kind": kind }] })
    }

    /// A problem that needs common (which needs proconio) and tests with oracles.
    fn metadata() -> Metadata {
        let problem = json!({ "problem": { "judge": "HDU", "id": "1846", "title": "Brave Game",
                                           "url": "https://acm.example/1846" } });
        Metadata::from_json(json!({
            "workspace_root": "/ws",
            "target_directory": "/ws/target",
            "workspace_members": ["hdu-1846", "common", "oracles"],
            "packages": [
                package("hdu-1846", "bin", problem),
                package("common", "lib", Value::Null),
                package("proconio", "lib", Value::Null),
                package("oracles", "lib", Value::Null),
            ],
            "resolve": { "nodes": [
                { "id": "hdu-1846", "features": [],
                  "deps": [dep("common", Value::Null), dep("oracles", json!("dev"))] },
                { "id": "common", "features": [], "deps": [dep("proconio", Value::Null)] },
                { "id": "proconio", "features": ["std"], "deps": [] },
                { "id": "oracles", "features": [], "deps": [] },
            ]},
        }))
        .unwrap()
    }

    #[test]
    fn libraries_come_dependents_first_without_dev_dependencies() {
        let metadata = metadata();
        let problem = metadata.package_named("hdu-1846").unwrap();
        let libraries = metadata.libraries_of(problem).unwrap();
        let names: Vec<&str> = libraries.iter().map(|d| d.name.as_str()).collect();
        assert_eq!(names, ["common", "proconio"]);
        assert!(metadata.is_member(libraries[0].package));
        assert!(!metadata.is_member(libraries[1].package));
        assert_eq!(libraries[1].features, ["std".to_string()].into());
        assert_eq!(metadata.problems(), ["hdu-1846"]);
    }

    #[test]
    fn the_header_names_the_problem_and_the_licences() {
        let metadata = metadata();
        let problem = metadata.package_named("hdu-1846").unwrap();
        let common = Kept {
            library: "common".into(),
            modules: vec!["bash".into(), "io".into()],
        };
        let proconio = Kept {
            library: "proconio".into(),
            modules: vec!["source".into()],
        };
        let credits = [
            credit(&metadata, &common, metadata.package_id("common").unwrap()),
            credit(
                &metadata,
                &proconio,
                metadata.package_id("proconio").unwrap(),
            ),
        ];
        let header = header(problem, &credits);
        let lines: Vec<&str> = header.lines().collect();
        assert_eq!(lines[0], "// HDU 1846: Brave Game");
        assert_eq!(lines[1], "// https://acm.example/1846");
        assert!(lines.contains(
            &"// - common (modules bash, io): this workspace's library; licence MIT OR Apache-2.0"
        ));
        assert!(lines.contains(
            &"// - proconio 0.6.0 by Someone <someone@example.com> (https://example.com/repo); \
              licence MIT OR Apache-2.0"
        ));
        assert!(header.ends_with("\n\n"));
    }

    #[test]
    fn a_bundle_may_take_up_to_the_size_limit() {
        assert_eq!(SIZE_LIMIT, 24 * 1024);
        assert!(check_size("b.rs", SIZE_LIMIT).is_ok());
        let error = check_size("b.rs", SIZE_LIMIT + 1).unwrap_err();
        assert!(
            error.contains("b.rs is 24577 bytes, over the 24 KiB (24576 bytes)"),
            "{error}"
        );
    }

    #[test]
    fn a_proc_macro_dependency_is_refused() {
        let mut metadata = metadata();
        metadata.packages[2] = Package {
            value: package("proconio", "proc-macro", Value::Null),
        };
        let problem = metadata.package_named("hdu-1846").unwrap();
        let error = metadata.libraries_of(problem).err().unwrap();
        assert!(error.contains("not a plain library"), "{error}");
    }

    /// A problem with a checker has two binaries; the solution is the one named after it.
    #[test]
    fn the_solution_is_the_binary_named_after_the_package() {
        let checker = json!({ "kind": ["bin"], "name": "hdu-1846-checker",
                              "src_path": "/src/bin/checker.rs" });
        let mut problem = package("hdu-1846", "bin", Value::Null);
        let targets = problem["targets"].as_array_mut().unwrap();
        targets.insert(0, checker);
        let problem = Package { value: problem };
        assert_eq!(
            problem.bin_source(),
            Some(PathBuf::from("/src/hdu-1846.rs"))
        );
    }
}
