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
//! tokens), and costs no build time (`syn` would cost the release build of the runner about a
//! minute from cold here); a test proves its cuts against `syn` (`syntax_proof.rs`). Its limits are in [`transform`] and [`tree`]: a
//! `#[path]` module, `mod x;` inside an inline module, `#![cfg]` on a whole file and
//! `#[macro_export(local_inner_macros)]` are refused with a message rather than mishandled.
//!
//! Judges run old compilers (Codeforces 1.75, AtCoder's 2023 judge 1.70), so every bundle is
//! type-checked by the oldest Rust it must support, Debian 12's rustc 1.63
//! ([`toolchain::OLD_RUSTC`], or `--rustc PATH`), before it is called good: a bundle it rejects
//! is not left where it would be pasted (it goes to `target/bundle/rejected/<NAME>.rs`), and the compiler's
//! first error is shown at the user's file and line ([`locate`]). With `--check` (what `cargo
//! make bundle-all` runs) each bundle is built with `rustc -O --edition 2021` by that compiler
//! and by the current one, and both binaries are judged on all the problem's testcases by
//! `runner test NAME --exe`; every failure of a bundle is reported, not only the first.

mod backport;
mod edit;
mod expand;
mod lex;
mod licence;
mod locate;
mod metadata;
mod prune;
mod syntax;
#[cfg(test)]
mod syntax_proof;
mod toolchain;
mod transform;
mod tree;

use std::collections::BTreeSet;
use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command as Process, ExitCode};

use clap::{ArgMatches, Command};

use crate::report::{self, BAD, BOLD, GOOD};
use crate::{cli, exit};
use locate::Sources;
pub use metadata::Metadata;
use toolchain::{Compiler, Diagnostic, Output};
use tree::Library;

/// The most a bundle may take: Codeforces' limit, the smallest among the judges that take Rust.
/// (The workspace's own bundles hold only what their solutions use, 16 to 22 KiB; its tests keep
/// them within 24 KiB.)
pub const SIZE_LIMIT: u64 = 64 << 10;

pub fn command() -> Command {
    Command::new("bundle")
        .about("Write a problem's solution as one file that compiles with plain rustc")
        .long_about(
            "Write target/bundle/<NAME>.rs: the solution followed by the items of `common` and \
             proconio it uses, as modules, without tests or the libraries' comments, formatted by \
             rustfmt. It compiles with `rustc --edition 2021 -O` alone, from Rust 1.63 on, and \
             behaves like the binary; paste it into the judge. A bundle may take 64 KiB.\n\n\
             Every bundle is type-checked with rustc 1.63 (Debian 12's, at /usr/bin/rustc, or \
             --rustc PATH) before it is written: one that does not compile goes to \
             target/bundle/rejected/<NAME>.rs instead, and the compiler's first error is shown \
             at the solution's file and line.\n\n\
             With --check, also build each bundle with the old rustc and with the current one, \
             into target/bundle/rustc-<VERSION>/<NAME>, and judge both binaries on every \
             testcase of the problem (runner test NAME --exe).",
        )
        .arg(cli::names(
            "Problems to bundle (package names under problems/)",
        ))
        .arg(cli::flag("all", "Bundle every problem").conflicts_with("names"))
        .arg(cli::flag(
            "check",
            "Build each bundle with an old and the current rustc and judge both on all its \
             testcases",
        ))
        .arg(cli::path(
            "rustc",
            "The old compiler every bundle is checked with [default: /usr/bin/rustc, Debian 12's \
             1.63]",
        ))
        .arg(
            cli::flag(
                "stdout",
                "Print the bundle of the one NAME instead of writing the file (nothing when it \
                 does not compile)",
            )
            .conflicts_with_all(["all", "check"]),
        )
        .after_help(
            "Exit status: 0 when every bundle is written within 64 KiB, compiles with rustc 1.63 \
             (and, with --check, with the current rustc, and passes every testcase); 1 when any \
             is not; 2 on a usage or workspace error (with --check, an old compiler missing \
             included).",
        )
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    execute(matches).unwrap_or_else(|message| report::error_exit(&message))
}

fn execute(matches: &ArgMatches) -> Result<ExitCode, String> {
    // The compilers first: a missing one is known before any work.
    let check = matches.get_flag("check");
    let named = matches.get_one::<PathBuf>("rustc");
    let compilers = if check {
        toolchain::compilers(named)?
    } else {
        toolchain::old_compiler(named)?.into_iter().collect()
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
    if compilers.is_empty() {
        // Said once, on stderr, so that `--stdout > file` still gets only the bundle.
        let _ = writeln!(
            anstream::stderr(),
            "{BAD}note:{BAD:#} {}; the bundles are not compiled before they are written",
            toolchain::missing_old_compiler()
        );
    }
    let directory = metadata.target_directory.join("bundle");
    fs::create_dir_all(&directory)
        .map_err(|e| format!("cannot create {}: {e}", directory.display()))?;
    let job = Job {
        metadata: &metadata,
        directory: &directory,
        compilers: &compilers,
        check,
    };
    if matches.get_flag("stdout") {
        let [name] = names.as_slice() else {
            return Err("--stdout prints one bundle: name exactly one problem".to_string());
        };
        cli::stdout_takes_data(
            "bundle",
            "the bundle",
            &format!("cargo bundle {name} --stdout"),
        )?;
        let (text, failures) = job.make(name, false);
        if !failures.is_empty() {
            let mut err = anstream::stderr();
            for failure in &failures {
                let _ = writeln!(err, "{BAD}FAIL{BAD:#} {name}: {failure}");
            }
            return Ok(exit::code(exit::FAILED));
        }
        let mut out = std::io::stdout().lock();
        out.write_all(text.unwrap_or_default().as_bytes())
            .and_then(|()| out.flush())
            .map_err(|e| format!("cannot write to stdout: {e}"))?;
        return Ok(exit::code(exit::SUCCESS));
    }
    let mut failed = Vec::new();
    let mut out = anstream::stdout();
    if !compilers.is_empty() {
        let shown: Vec<String> = compilers.iter().map(Compiler::to_string).collect();
        let how = if check {
            "building with"
        } else {
            "type-checking with"
        };
        let _ = writeln!(out, "{how} {}", shown.join(" and "));
    }
    for name in &names {
        let (_, failures) = job.make(name, true);
        for failure in &failures {
            let _ = writeln!(out, "{BAD}FAIL{BAD:#} {name}: {failure}");
        }
        if !failures.is_empty() {
            failed.push(name.clone());
        }
    }
    if failed.is_empty() {
        let what = match (check, compilers.is_empty()) {
            (true, _) => "compiled with each compiler and passed every testcase",
            (false, false) => "written and type-checked",
            (false, true) => "written",
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
            "the bundle {shown} is {size} bytes, over the {} KiB ({SIZE_LIMIT} bytes) a judge \
             takes: the header lists the modules it pulls in",
            SIZE_LIMIT >> 10
        ));
    }
    Ok(())
}

/// What one run of `bundle` does to each problem.
struct Job<'a> {
    metadata: &'a Metadata,
    directory: &'a Path,
    /// The old compiler first; empty when there is none.
    compilers: &'a [Compiler],
    /// Build with every compiler and judge, rather than type-check with the old one.
    check: bool,
}

impl Job<'_> {
    /// Makes, writes and checks the bundle of `name`: its text, and every way it failed. A bundle
    /// that failed is moved to `rejected/<name>.rs`, so that no stale or broken
    /// `target/bundle/<name>.rs` is left to paste.
    fn make(&self, name: &str, show_size: bool) -> (Option<String>, Vec<String>) {
        let source = self.directory.join(format!("{name}.rs"));
        let rejected = self.directory.join("rejected").join(format!("{name}.rs"));
        let _ = fs::remove_file(&rejected);
        let bundle = match bundle(self.metadata, name) {
            Ok(bundle) => bundle,
            Err(e) => {
                let _ = fs::remove_file(&source);
                return (None, vec![e]);
            }
        };
        if let Err(e) = fs::write(&source, &bundle.text) {
            let _ = fs::remove_file(&source);
            return (
                None,
                vec![format!("cannot write {}: {e}", source.display())],
            );
        }
        let size = bundle.text.len() as u64;
        if show_size {
            let _ = writeln!(
                anstream::stdout(),
                "{BOLD}{}{BOLD:#}: {} ({size} bytes)",
                self.shown(&source),
                report::bytes(size)
            );
        }
        let mut failures = Vec::new();
        if let Err(e) = check_size(&self.shown(&source), size) {
            failures.push(e);
        }
        failures.extend(self.compile(name, &source, &bundle));
        if failures.is_empty() {
            return (Some(bundle.text), failures);
        }
        // Compiler messages name the file they read; from now on it is the rejected one.
        let moved = fs::create_dir_all(self.directory.join("rejected"))
            .and_then(|()| fs::rename(&source, &rejected));
        let shown_source = self.shown(&source);
        let shown_rejected = self.shown(&rejected);
        for failure in &mut failures {
            *failure = failure.replace(&shown_source, &shown_rejected);
        }
        if let Err(e) = moved {
            let _ = fs::remove_file(&source);
            failures.push(format!("cannot move it to {shown_rejected}: {e}"));
        }
        (None, failures)
    }

    /// The path as the user would type it from the workspace's root.
    fn shown(&self, path: &Path) -> String {
        path.strip_prefix(&self.metadata.workspace_root)
            .unwrap_or(path)
            .display()
            .to_string()
    }

    /// Type-checks the bundle at `source` with the old compiler, or with `check` builds it with
    /// every compiler (at once) and judges each binary: the failures.
    fn compile(&self, name: &str, source: &Path, bundle: &Bundle) -> Vec<String> {
        let mut failures = Vec::new();
        let mut builds = Vec::new();
        let compilers = if self.check {
            self.compilers
        } else {
            &self.compilers[..self.compilers.len().min(1)]
        };
        for compiler in compilers {
            let output = self.directory.join(format!("rustc-{}", compiler.version));
            if let Err(e) = fs::create_dir_all(&output) {
                failures.push(format!("cannot create {}: {e}", output.display()));
                continue;
            }
            let executable = output.join(name);
            let started = if self.check {
                compiler.start(source, Output::Executable(&executable))
            } else {
                compiler.start(source, Output::Check(&output))
            };
            match started {
                Ok(build) => builds.push((compiler, executable, build)),
                Err(e) => failures.push(e),
            }
        }
        let mut executables = Vec::new();
        for (compiler, executable, build) in builds {
            match build.finish() {
                Err(e) => failures.push(e),
                Ok((true, diagnostics)) => {
                    let warnings: String =
                        diagnostics.iter().map(|d| d.rendered.as_str()).collect();
                    if !warnings.trim().is_empty() {
                        let _ = write!(anstream::stderr(), "{compiler}:\n{warnings}");
                    }
                    executables.push((compiler, executable));
                }
                Ok((false, diagnostics)) => {
                    failures.push(self.explain(compiler, source, bundle, &diagnostics))
                }
            }
        }
        if self.check {
            for (compiler, executable) in executables {
                if let Err(e) = judge(self.metadata, name, compiler, &executable) {
                    failures.push(e);
                }
            }
        }
        failures
    }

    /// "does not compile with rustc 1.63.0 (...)", the first error at the user's file and line,
    /// and whose code it is in.
    fn explain(
        &self,
        compiler: &Compiler,
        source: &Path,
        bundle: &Bundle,
        diagnostics: &[Diagnostic],
    ) -> String {
        let errors: Vec<&Diagnostic> = diagnostics.iter().filter(|d| d.error).collect();
        let Some(first) = errors.first() else {
            return format!("does not compile with {compiler}, which gave no error message");
        };
        let count = match errors.len() {
            1 => "1 error".to_string(),
            n => format!("{n} errors, the first"),
        };
        let place = first.at.and_then(|(line, column)| {
            Some((line, bundle.sources.locate(&bundle.text, line, column)?))
        });
        let mut rendered = first.rendered.trim_end().to_string();
        let whose = match &place {
            Some((line, place)) => {
                let at = format!(
                    "{}:{}:{}",
                    self.shown(&place.file),
                    place.line,
                    place.column
                );
                let in_bundle = format!("{}:{line}", self.shown(source));
                // rustc's `--> file:line:column` names the bundle; the user wants their file.
                if let Some(arrow) = rendered.lines().find(|l| l.trim_start().starts_with("-->")) {
                    let indent = &arrow[..arrow.len() - arrow.trim_start().len()];
                    let with = format!("{indent}--> {at} (bundle line {in_bundle})");
                    rendered = rendered.replacen(arrow, &with, 1);
                }
                match &place.library {
                    None => format!(
                        "the solution's code, at {at}: the judge's compiler would reject it too; \
                         write it for Rust 1.63"
                    ),
                    Some(library) if bundle.workspace_libraries.contains(library) => format!(
                        "what the bundle takes of `{library}`, at {at}: every module of this \
                         workspace's libraries must compile with Rust 1.63, so this is a bug to \
                         report"
                    ),
                    Some(library) => format!(
                        "what the bundle takes of the crate `{library}`, at {at}: it does not \
                         paste into one file that Rust 1.63 compiles, so a judge without crates \
                         cannot take this solution; write what it uses of `{library}` into the \
                         solution instead"
                    ),
                }
            }
            None => format!("line {} of the bundle", first.at.map_or(0, |(l, _)| l)),
        };
        format!("does not compile with {compiler} ({count} is in {whose}):\n{rendered}")
    }
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

/// A bundle's text, header included, and the files it was made from.
pub struct Bundle {
    pub text: String,
    sources: Sources,
    /// The libraries pasted in that are this workspace's (`common`), not crates from outside.
    workspace_libraries: BTreeSet<String>,
}

/// The formatted bundle of problem `name`.
pub fn bundle(metadata: &Metadata, name: &str) -> Result<Bundle, String> {
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
    let assembled = tree::assemble(&solution, &metadata.features_of(problem), &plan)
        .map_err(|e| format!("cannot bundle `{name}`: {e}"))?;
    let (code, kept) = prune::prune(&assembled.code, &assembled.pasted())
        .map_err(|e| format!("cannot bundle `{name}`: {e}"))?;
    let formatted = toolchain::rustfmt(&code).map_err(|e| {
        let root = &metadata.workspace_root;
        match syntax_error(&assembled.solution, root) {
            Some(error) => format!("cannot bundle `{name}`: the solution does not parse:\n{error}"),
            None => format!(
                "cannot bundle `{name}`: rustfmt rejects the assembled code (a bundler bug):\n{e}"
            ),
        }
    })?;
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
    Ok(Bundle {
        text: format!("{}{formatted}", licence::header(problem, &credits)),
        sources: Sources::new(&assembled.solution, &assembled.libraries),
        workspace_libraries: libraries
            .iter()
            .filter(|dependency| metadata.is_member(dependency.package))
            .map(|dependency| dependency.name.clone())
            .collect(),
    })
}

/// rustfmt's complaint about the first of the solution's own files it cannot parse, at that
/// file's line (it calls its input `<stdin>`): where rustfmt rejects a bundle, the cause is
/// usually there, and the user wants their line, not the bundle's.
fn syntax_error(module: &tree::Module, root: &Path) -> Option<String> {
    let text = fs::read_to_string(&module.path).ok()?;
    if let Err(e) = toolchain::rustfmt(&text) {
        let shown = module.path.strip_prefix(root).unwrap_or(&module.path);
        return Some(
            e.replace("<stdin>", &shown.display().to_string())
                .trim_end()
                .to_string(),
        );
    }
    module
        .children
        .iter()
        .find_map(|child| syntax_error(child, root))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bundle_may_take_up_to_the_size_limit() {
        assert_eq!(SIZE_LIMIT, 64 * 1024);
        assert!(check_size("b.rs", SIZE_LIMIT).is_ok());
        let error = check_size("b.rs", SIZE_LIMIT + 1).unwrap_err();
        assert!(
            error.contains("b.rs is 65537 bytes, over the 64 KiB (65536 bytes)"),
            "{error}"
        );
    }
}
