//! `runner bundle NAME`: the command line of the `bundle` crate, which makes the one file a
//! judge accepts. Here: which problems, where the files go (`<target>/bundle`), the compilers
//! that check each bundle, and with `--check` the judging of the binaries they build.
//!
//! Every bundle is type-checked by the oldest Rust it must support, Debian 12's rustc 1.63
//! ([`compilers::OLD_RUSTC`], or `--rustc PATH`), in both editions it states ([`EDITIONS`]),
//! before it is called good: a bundle it rejects is not left where it would be pasted (it goes
//! to `target/bundle/rejected/<NAME>.rs`), and the compiler's first error is shown at the user's
//! file and line. The current rustc type-checks it too, and a whole item of a library (a
//! function, type, trait, constant, static or macro) that either finds unused, its `dead_code`
//! and `unused_macros` lints forced on over the libraries' `allow`, is one the solution does not
//! reach, which the bundler kept by mistake: the bundle is rejected the same way, the items named
//! in one line. That is rustc's own name resolution judging the bundler's, which resolves names
//! itself (`bundle`'s `scope.rs` and `prune.rs`); the current rustc is there because 1.63 does
//! not report a trait that nothing uses. Methods are left out of the check: which one a call
//! reaches depends on types, which the bundler does not know, so it keeps every one of the name. With `--check` (what `cargo make
//! bundle-all` runs) each bundle is built with `rustc -O --edition 2021` by that compiler and by
//! the current one, and both binaries are judged on every testcase of the problem by the `judge`
//! crate, in this process; every failure of a bundle is reported, not only the first.

use std::collections::BTreeSet;
use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

mod compilers;

use bundle::{Bundle, Metadata, EDITIONS, SIZE_LIMIT};
use clap::{ArgMatches, Command};
use compilers::{Build, Compiler, Diagnostic, Output};
use rustc_cache::Cache;

use crate::report::{self, BAD, BOLD, GOOD};
use crate::workspace::Workspace;
use crate::{cli, exit};

pub fn command() -> Command {
    Command::new("bundle")
        .about("Write a problem's solution as one file that compiles with rustc alone (edition 2018 or 2021)")
        .long_about(
            "Write target/bundle/<NAME>.rs: the solution followed by the items of `common` and \
             proconio it uses, as modules, without tests or the libraries' comments, formatted by \
             rustfmt. It compiles with `rustc --edition 2021 -O` (or `--edition 2018`) alone, \
             from Rust 1.63 on, and behaves like the binary; paste it into the judge. A bundle \
             may take 64 KiB.\n\n\
             Every bundle is type-checked with rustc 1.63 (Debian 12's, at /usr/bin/rustc, or \
             --rustc PATH) in both editions before it is written: one that does not compile goes \
             to target/bundle/rejected/<NAME>.rs instead, and the compiler's first error is shown \
             at the solution's file and line. The current rustc type-checks it too, and a bundle \
             holding an item of a library that rustc finds unused (an item its solution does not \
             reach) is rejected the same way, the item named.\n\n\
             With --check, also build each bundle with the old rustc and with the current one, \
             into target/bundle/rustc-<VERSION>/<NAME>, and judge both binaries on every \
             testcase of the problem, as `runner test NAME --exe` would.",
        )
        .arg(cli::names(
            "Problems to bundle (package names under problems/)",
        ))
        .arg(Workspace::root_arg())
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
             and the current rustc, holds no library item they find unused (and, with --check, \
             passes every testcase); 1 when any is not; 2 on a usage or workspace error (with \
             --check, an old compiler missing included).",
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
        compilers::compilers(named)?
    } else {
        compilers::type_checkers(named)?
    };
    let workspace = Workspace::from_matches(matches)?;
    let names = chosen(matches, &workspace)?;
    let metadata = &bundle::workspace::load(&workspace.root, true).map_err(|e| e.to_string())?;
    if compilers.is_empty() {
        // Said once, on stderr, so that `--stdout > file` still gets only the bundle.
        let _ = writeln!(
            anstream::stderr(),
            "{BAD}note:{BAD:#} {}; the bundles are not compiled before they are written",
            compilers::missing_old_compiler()
        );
    }
    let directory = PathBuf::from(metadata.target_directory.join("bundle"));
    fs::create_dir_all(&directory)
        .map_err(|e| format!("cannot create {}: {e}", directory.display()))?;
    // Beside `bundle/`, not in it: the tests' scratch workspaces clear their `bundle/` each run.
    let cache = Cache::new(metadata.target_directory.join("bundle-compiles"));
    let job = Job {
        metadata,
        workspace: &workspace,
        directory: &directory,
        compilers: &compilers,
        check,
        cache: &cache,
    };
    if matches.get_flag("stdout") {
        let [name] = names.as_slice() else {
            return Err("--stdout prints one bundle: name exactly one problem".to_string());
        };
        return print_one(&job, name);
    }
    Ok(make_all(&job, &names))
}

/// The problems named, or with `--all` every problem of the workspace; a name that is not a
/// problem gets the closest one, as in every other command.
fn chosen(matches: &ArgMatches, workspace: &Workspace) -> Result<Vec<String>, String> {
    let given = matches.get_many::<String>("names");
    if given.is_none() && !matches.get_flag("all") {
        return Err("name a problem (runner bundle NAME) or pass --all".to_string());
    }
    workspace.select(given)
}

/// `--stdout`: the one bundle on stdout, or its failures on stderr.
fn print_one(job: &Job, name: &str) -> Result<ExitCode, String> {
    cli::stdout_takes_data(
        "bundle",
        "the bundle",
        &format!("cargo bundle {name} --stdout"),
    )?;
    let (text, failures) = job.finish(job.make(name), false);
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
    Ok(exit::code(exit::SUCCESS))
}

/// Makes every bundle named, and reports.
fn make_all(job: &Job, names: &[String]) -> ExitCode {
    let mut failed = Vec::new();
    let mut out = anstream::stdout();
    if !job.compilers.is_empty() {
        let shown: Vec<String> = job.compilers.iter().map(Compiler::to_string).collect();
        let how = if job.check {
            "building with"
        } else {
            "type-checking with"
        };
        let _ = writeln!(out, "{how} {}", shown.join(" and "));
    }
    // Bundling and compiling keep a core busy each (syn, rustfmt, rustc), so the problems are
    // made side by side; their binaries are judged one problem at a time afterwards, since the
    // judge's limits are wall-clock and must not share the machine with the builds.
    let made = moves::cores::on_every_core(names, |name| job.make(name));
    for (name, made) in names.iter().zip(made) {
        let (_, failures) = job.finish(made, true);
        for failure in &failures {
            let _ = writeln!(out, "{BAD}FAIL{BAD:#} {name}: {failure}");
        }
        if !failures.is_empty() {
            failed.push(name.clone());
        }
    }
    if failed.is_empty() {
        let what = match (job.check, job.compilers.is_empty()) {
            (true, _) => "compiled with each compiler and passed every testcase",
            (false, false) => "written and type-checked",
            (false, true) => "written",
        };
        let _ = writeln!(out, "{GOOD}ok{GOOD:#}: {} bundle(s) {what}", names.len());
        exit::code(exit::SUCCESS)
    } else {
        let _ = writeln!(
            out,
            "{BAD}{} of {} bundle(s) failed:{BAD:#} {}",
            failed.len(),
            names.len(),
            failed.join(", ")
        );
        exit::code(exit::FAILED)
    }
}

/// The lints by which rustc finds an item that nothing uses: in a library's code of a bundle,
/// what the bundle holds that its solution does not reach.
pub(crate) const UNUSED_ITEM_LINTS: [&str; 2] = ["dead_code", "unused_macros"];

/// The kinds of item rustc names in "`kind` `name` is never used" that a bundle leaves out
/// whole when its solution does not reach them.
const ITEM_KINDS: [&str; 8] = [
    "function ",
    "struct ",
    "enum ",
    "union ",
    "trait ",
    "constant ",
    "static ",
    "type alias ",
];

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
    workspace: &'a Workspace,
    directory: &'a Path,
    /// The old compiler first; empty when there is none.
    compilers: &'a [Compiler],
    /// Build with every compiler and judge, rather than type-check with the old one.
    check: bool,
    /// The compilations made before, in `<target>/bundle-compiles`.
    cache: &'a Cache,
}

/// One compilation of a bundle: by which compiler, in which edition, making what.
struct Compilation<'a> {
    compiler: &'a Compiler,
    edition: &'static str,
    /// The executable, for a build; `None` for a type-check.
    executable: Option<PathBuf>,
}

/// A bundle written and compiled, its binaries not judged yet.
struct Made<'a> {
    name: String,
    /// Where it is written; `None` when it could not be made or written.
    source: Option<PathBuf>,
    text: String,
    failures: Vec<String>,
    /// With `--check`: each compiler's binary, to judge.
    executables: Vec<(&'a Compiler, PathBuf)>,
}

/// Writes `text` to `path` through a file of its own renamed into place, so that `path` only
/// ever holds a whole bundle: a reader (the user's editor, rustc compiling it for another `bundle`
/// of the same problem, the runner's tests) never sees one half written.
fn write_whole(path: &Path, text: &str) -> std::io::Result<()> {
    let mut partial = path.as_os_str().to_owned();
    partial.push(format!(".{}.partial", std::process::id()));
    let written = fs::write(&partial, text).and_then(|()| fs::rename(&partial, path));
    if written.is_err() {
        let _ = fs::remove_file(&partial);
    }
    written
}

impl Job<'_> {
    /// Makes, writes and compiles the bundle of `name`.
    fn make(&self, name: &str) -> Made<'_> {
        let source = self.directory.join(format!("{name}.rs"));
        let rejected = self.directory.join("rejected").join(format!("{name}.rs"));
        let _ = fs::remove_file(&rejected);
        let mut made = Made {
            name: name.to_string(),
            source: None,
            text: String::new(),
            failures: Vec::new(),
            executables: Vec::new(),
        };
        let bundle = match bundle::bundle(self.metadata, name) {
            Ok(bundle) => bundle,
            Err(e) => {
                let _ = fs::remove_file(&source);
                let message = e.to_string().replace(&self.root_prefix(), "");
                made.failures
                    .push(format!("cannot bundle `{name}`: {message}"));
                return made;
            }
        };
        if let Err(e) = write_whole(&source, &bundle.text) {
            // No stale bundle is left to paste.
            let _ = fs::remove_file(&source);
            made.failures
                .push(format!("cannot write {}: {e}", source.display()));
            return made;
        }
        if let Err(e) = check_size(&self.shown(&source), bundle.text.len() as u64) {
            made.failures.push(e);
        }
        let (failures, executables) = self.compile(name, &source, &bundle);
        made.failures.extend(failures);
        made.executables = executables;
        made.source = Some(source);
        made.text = bundle.text;
        made
    }

    /// Judges the binaries of a bundle made, then keeps it or rejects it: its text, and every
    /// way it failed. A bundle that failed is moved to `rejected/<name>.rs`, so that no stale or
    /// broken `target/bundle/<name>.rs` is left to paste.
    fn finish(&self, made: Made<'_>, show_size: bool) -> (Option<String>, Vec<String>) {
        let Made {
            name,
            source,
            text,
            mut failures,
            executables,
        } = made;
        let Some(source) = source else {
            return (None, failures);
        };
        for (compiler, executable) in executables {
            if let Err(e) = self.judge(&name, compiler, &executable) {
                failures.push(e);
            }
        }
        if failures.is_empty() {
            // Only now: a bundle that fails is not left at this path to paste.
            if show_size {
                let size = text.len() as u64;
                let _ = writeln!(
                    anstream::stdout(),
                    "{BOLD}{}{BOLD:#}: {} ({size} bytes)",
                    self.shown(&source),
                    report::bytes(size)
                );
            }
            return (Some(text), failures);
        }
        // Compiler messages name the file they read; from now on it is the rejected one.
        let rejected = self.directory.join("rejected").join(format!("{name}.rs"));
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

    /// `<root>/`, to take off the paths in messages.
    fn root_prefix(&self) -> String {
        format!("{}/", self.metadata.workspace_root)
    }

    /// The path as the user would type it from the workspace's root.
    fn shown(&self, path: &Path) -> String {
        path.strip_prefix(&self.metadata.workspace_root)
            .unwrap_or(path)
            .display()
            .to_string()
    }

    /// What to compile: the old compiler type-checks every edition, and the current one the
    /// judge's (the last), for the items it finds unused; with `--check`, every compiler builds
    /// the judge's edition, and the old one type-checks the others.
    fn compilations(&self, name: &str) -> Vec<Compilation<'_>> {
        let (judged, others) = EDITIONS.split_last().expect("there are editions");
        let mut list = Vec::new();
        for (index, compiler) in self.compilers.iter().enumerate() {
            let old = index == 0;
            if self.check {
                let directory = self.directory.join(format!("rustc-{}", compiler.version()));
                list.push(Compilation {
                    compiler,
                    edition: judged,
                    executable: Some(directory.join(name)),
                });
            } else if !old {
                list.push(Compilation {
                    compiler,
                    edition: judged,
                    executable: None,
                });
            }
            if old {
                let checked = if self.check { others } else { &EDITIONS[..] };
                list.extend(checked.iter().map(|edition| Compilation {
                    compiler,
                    edition,
                    executable: None,
                }));
            }
        }
        list
    }

    /// Compiles the bundle at `source` as [`Self::compilations`] says, all at once: the failures,
    /// and with `--check` each binary built, with its compiler.
    fn compile(
        &self,
        name: &str,
        source: &Path,
        bundle: &Bundle,
    ) -> (Vec<String>, Vec<(&Compiler, PathBuf)>) {
        let mut failures = Vec::new();
        let compilations = self.compilations(name);
        // Where each type-check writes its metadata, which nothing reads.
        let check_directories: Vec<PathBuf> = compilations
            .iter()
            .map(|compilation| {
                self.directory.join(format!(
                    "rustc-{}/edition-{}",
                    compilation.compiler.version(),
                    compilation.edition
                ))
            })
            .collect();
        let mut builds: Vec<(&Compilation, Build)> = Vec::new();
        for (compilation, check_directory) in compilations.iter().zip(&check_directories) {
            let output = match &compilation.executable {
                Some(executable) => Output::Executable(executable),
                None => Output::Check(check_directory),
            };
            let directory = match output {
                Output::Executable(e) => e.parent(),
                Output::Check(d) => Some(d),
            };
            if let Some(Err(e)) = directory.map(fs::create_dir_all) {
                failures.push(format!("cannot create a directory for the build: {e}"));
                continue;
            }
            match compilation
                .compiler
                .start(self.cache, source, output, compilation.edition)
            {
                Ok(build) => builds.push((compilation, build)),
                Err(e) => failures.push(e),
            }
        }
        let mut executables = Vec::new();
        // Each compiler and edition finds the same items unused: each is named once.
        let mut unreached = BTreeSet::new();
        for (compilation, build) in builds {
            let compiler = compilation.compiler;
            match build.finish() {
                Err(e) => failures.push(e),
                Ok((true, diagnostics)) => {
                    let mut warnings = String::new();
                    for diagnostic in &diagnostics {
                        match self.unreached(bundle, diagnostic) {
                            Some(Some(item)) => {
                                unreached.insert(item);
                            }
                            Some(None) => {}
                            None => warnings += &diagnostic.rendered,
                        }
                    }
                    if !warnings.trim().is_empty() {
                        let _ = write!(anstream::stderr(), "{compiler}:\n{warnings}");
                    }
                    executables.extend(compilation.executable.clone().map(|e| (compiler, e)));
                }
                Ok((false, diagnostics)) => {
                    failures.push(self.explain(compilation, source, bundle, &diagnostics))
                }
            }
        }
        if !unreached.is_empty() {
            let items: Vec<String> = unreached.into_iter().collect();
            failures.push(format!(
                "the bundle holds what its solution does not reach, found unused by rustc: {}; \
                 the bundler kept it by mistake, please report it",
                items.join(", ")
            ));
        }
        (failures, executables)
    }

    /// What a diagnostic of [`UNUSED_ITEM_LINTS`] says: `Some` of the item it finds unused in a
    /// library of `bundle` and where it is (`function `spare` (crates/helpers/src/lib.rs:5:8)`)
    /// when it is one the solution does not reach; `Some(None)` for the lints' other findings,
    /// which are not shown: they are forced on over every `allow`, the solution's own included,
    /// and the solution's unused code is cargo's to show; `None` for any other diagnostic.
    fn unreached(&self, bundle: &Bundle, diagnostic: &Diagnostic) -> Option<Option<String>> {
        let lint = diagnostic.code.as_deref()?;
        if !UNUSED_ITEM_LINTS.contains(&lint) {
            return None;
        }
        let Some((line, column)) = diagnostic.at else {
            return Some(None);
        };
        if bundle.library_at(line).is_none() {
            return Some(None);
        }
        let message = &diagnostic.message;
        let item = if let Some(name) = message.strip_prefix("unused macro definition: ") {
            format!("macro {name}")
        } else {
            let suffixes = [" is never used", " is never constructed"];
            let item = suffixes.iter().find_map(|s| message.strip_suffix(s));
            // A whole item only: which method or associated item a call reaches depends on
            // types, which the bundler does not know; and a field or a variant of a type the
            // solution uses cannot be left out.
            match item.filter(|item| ITEM_KINDS.iter().any(|kind| item.starts_with(kind))) {
                Some(item) => item.to_string(),
                None => return Some(None),
            }
        };
        let at = match bundle.locate(line, column) {
            Some(place) => format!(
                "{}:{}:{}",
                self.shown(&place.file),
                place.line,
                place.column
            ),
            None => format!("bundle line {line}"),
        };
        Some(Some(format!("{item} ({at})")))
    }

    /// "does not compile with rustc 1.63.0 (...)", the first error at the user's file and line,
    /// and whose code it is in.
    fn explain(
        &self,
        compilation: &Compilation,
        source: &Path,
        bundle: &Bundle,
        diagnostics: &[Diagnostic],
    ) -> String {
        let compiler = compilation.compiler;
        let edition = compilation.edition;
        let errors: Vec<&Diagnostic> = diagnostics.iter().filter(|d| d.error).collect();
        let Some(first) = errors.first() else {
            return format!(
                "does not compile with {compiler} (edition {edition}), which gave no error message"
            );
        };
        let count = match errors.len() {
            1 => "1 error".to_string(),
            n => format!("{n} errors, the first"),
        };
        let place = first
            .at
            .and_then(|(line, column)| Some((line, bundle.locate(line, column)?)));
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
                whose_code(bundle, place.library.as_deref(), &at)
            }
            None => format!("line {} of the bundle", first.at.map_or(0, |(l, _)| l)),
        };
        format!(
            "does not compile with {compiler}, edition {edition} ({count} is in {whose}):\n{rendered}"
        )
    }

    /// Judges `executable` on every testcase of the problem, as `runner test NAME --exe` would,
    /// through the one judge.
    fn judge(&self, name: &str, compiler: &Compiler, executable: &Path) -> Result<(), String> {
        let problem = self.workspace.load_problem(name)?;
        let cases = self
            .workspace
            .cases(name, false)
            .map_err(|errors| errors.join("; "))?;
        let checker = matches!(problem.meta.compare, judge::Compare::Checker).then(|| {
            self.workspace
                .release_dir()
                .join(judge::checker::binary_name(&problem.package))
        });
        let judge = problem.judge(checker);
        let mut failed = Vec::new();
        for case in &cases {
            let read = |path: &Path| {
                fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
            };
            let (input, answer) = (read(&case.input)?, read(&case.output)?);
            let case_files = judge::Case {
                input: &input,
                input_file: Some(&case.input),
                answer: &answer,
                answer_file: Some(&case.output),
            };
            let (_, verdict) = judge
                .run_and_judge(executable, &case_files)
                .map_err(|e| format!("cannot run {}: {e}", executable.display()))?;
            if !verdict.accepted() {
                failed.push(format!("{} {}", verdict.code(), case.name));
            }
        }
        if failed.is_empty() {
            return Ok(());
        }
        Err(format!(
            "the bundle built by {compiler} fails {} of {} testcases ({}); see them with \
             `runner test {name} --exe {}`",
            failed.len(),
            cases.len(),
            failed.join(", "),
            self.shown(executable)
        ))
    }
}

/// Whose code a compile error is in, and what to do about it.
fn whose_code(bundle: &Bundle, library: Option<&str>, at: &str) -> String {
    match library {
        None => format!(
            "the solution's code, at {at}: the judge's compiler would reject it too; write it \
             for Rust 1.63"
        ),
        Some(library) if bundle.is_workspace_library(library) => format!(
            "what the bundle takes of `{library}`, at {at}: every module of this workspace's \
             libraries must compile with Rust 1.63, so this is a bug to report"
        ),
        Some(library) => format!(
            "what the bundle takes of the crate `{library}`, at {at}: it does not paste into one \
             file that Rust 1.63 compiles, so a judge without crates cannot take this solution; \
             write what it uses of `{library}` into the solution instead"
        ),
    }
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
