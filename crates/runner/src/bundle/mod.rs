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
mod licence;
mod metadata;
mod prune;
mod syntax;
mod toolchain;
mod transform;
mod tree;

use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, ExitCode};

use clap::{ArgMatches, Command};

use crate::report::{self, BAD, BOLD, GOOD};
use crate::{cli, exit};
pub use metadata::Metadata;
use toolchain::{compilers, rustfmt, Compiler};
use tree::Library;

/// The most a bundle may take. Codeforces, the smallest limit among the judges, takes 64 KiB; a
/// bundle holds only what its solution uses, 16 to 22 KiB, so one past 24 KiB has started to
/// carry code it does not need.
pub const SIZE_LIMIT: u64 = 24 << 10;

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
            licence::credit(metadata, kept, package)
        })
        .collect();
    Ok(format!("{}{formatted}", licence::header(problem, &credits)))
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
