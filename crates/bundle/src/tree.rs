//! Crates as trees of module files: each file read, stripped (`strip.rs`) and rewritten
//! (`paths.rs`), with each `mod name;` replaced by its file's text.

use crate::paths::{rewrite_paths, Rewrite};
use crate::strip::strip;
use crate::workspace::{lib_source, Dependency};
use crate::{Error, FileError};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// One file of a crate, with the files of its `mod name;` items.
pub struct Module {
    /// Empty for a crate's root.
    pub name: String,
    pub path: PathBuf,
    pub children: Vec<Module>,
}

/// A crate being read: how, and what its files found that concerns all of it.
struct Crate<'a> {
    rewrite: Rewrite,
    features: &'a BTreeSet<String>,
    /// The macros exported below the root: each one's module path and name.
    exported: Vec<(Vec<String>, String)>,
    /// The crates its root declares `#[macro_use] extern crate`.
    macro_use: Vec<String>,
    /// The inlined crates it reaches.
    reached: BTreeSet<String>,
}

impl Crate<'_> {
    /// Reads the file `path` of module `at` and, recursively, the files of its `mod name;`
    /// items: the module, and its text stripped, rewritten, and with its files pasted in place.
    fn file(&mut self, path: &Path, at: &mut Vec<String>) -> Result<(Module, String), Error> {
        let raw = fs::read_to_string(path)
            .map_err(|e| Error(format!("cannot read {}: {e}", path.display())))?;
        let raw = raw.strip_prefix('\u{feff}').unwrap_or(&raw);
        let at_file = |error: FileError| error.of(path);
        let text = strip(raw, self.features).map_err(at_file)?;
        let mut found = rewrite_paths(&text, &self.rewrite).map_err(at_file)?;
        if at.is_empty() {
            self.macro_use = found.macro_use;
        }
        self.reached.append(&mut found.reached);
        let exported = found.exported.into_iter().map(|name| (at.clone(), name));
        self.exported.extend(exported);
        let mut children = Vec::new();
        for (name, semicolon) in found.files {
            at.push(name.clone());
            let (child, body) = self.file(&child_file(path, &name)?, at)?;
            at.pop();
            let body = format!(" {{\n{}\n}}", body.trim());
            found.edits.replace(semicolon, body);
            children.push(child);
        }
        // `#[macro_use] extern crate` put the crate's macros in scope in every module: a glob
        // import at the top of each (the root's replaces the `extern crate`).
        let imports: String = self
            .macro_use
            .iter()
            .map(|name| format!("\n#[allow(unused_imports)]\nuse crate::{name}::*;"))
            .collect();
        let top = (!at.is_empty()).then_some(0);
        for start in found.inline.into_iter().chain(top) {
            found.edits.insert(start, imports.clone());
        }
        let name = at.last().cloned().unwrap_or_default();
        let module = Module {
            name,
            path: path.to_path_buf(),
            children,
        };
        Ok((module, found.edits.apply(&text)))
    }
}

/// The crate whose root file is `root`, to become the module `module` of the bundle (`None` for
/// the solution): its files, its text for the bundle, and the inlined crates it reaches.
fn read(
    root: &Path,
    module: Option<&str>,
    inlined: &BTreeSet<String>,
    features: &BTreeSet<String>,
) -> Result<(Module, String, BTreeSet<String>), Error> {
    let mut krate = Crate {
        rewrite: Rewrite {
            module: module.map(String::from),
            inlined: inlined.clone(),
        },
        features,
        exported: Vec::new(),
        macro_use: Vec::new(),
        reached: BTreeSet::new(),
    };
    let (module, mut text) = krate.file(root, &mut Vec::new())?;
    // Macros exported from deeper modules are re-exported at the root, so that `crate::m::name!`
    // finds them as `dep::name!` did.
    for (path, name) in krate.exported.iter().filter(|(path, _)| !path.is_empty()) {
        let path = path.join("::");
        text.push_str(&format!("\npub(crate) use self::{path}::{name};\n"));
    }
    Ok((module, text, krate.reached))
}

/// Where `mod name;` in `parent` lives: next to a `lib.rs`/`main.rs`/`mod.rs`, or in the
/// directory named after any other file.
fn child_file(parent: &Path, name: &str) -> Result<PathBuf, Error> {
    let stem = parent.file_stem().and_then(|s| s.to_str()).unwrap_or("");
    let mut directory = parent.with_file_name("");
    if !matches!(stem, "lib" | "main" | "mod") {
        directory.push(stem);
    }
    let candidates = [
        directory.join(format!("{name}.rs")),
        directory.join(name).join("mod.rs"),
    ];
    candidates
        .iter()
        .find(|c| c.is_file())
        .cloned()
        .ok_or_else(|| {
            let [file, mod_rs] = candidates.map(|c| c.display().to_string());
            let parent = parent.display();
            Error(format!(
                "{parent}: `mod {name};` has no file: looked for {file} and {mod_rs}"
            ))
        })
}

/// A bundle before pruning and formatting, and the files it was made from.
pub struct Assembled {
    pub code: String,
    pub solution: Module,
    /// The libraries pasted in: each one's module name and its files.
    pub libraries: Vec<(String, Module)>,
}

/// The solution at `solution`, then each library it reaches whole (directly or through a library
/// already pasted in; `libraries` lists dependents before their dependencies), as one source
/// text, not yet pruned or formatted.
pub fn assemble(
    solution: &Path,
    solution_features: &BTreeSet<String>,
    libraries: &[Dependency],
) -> Result<Assembled, Error> {
    let inlined: BTreeSet<String> = libraries.iter().map(|l| l.name.clone()).collect();
    let (solution, mut code, mut reached) = read(solution, None, &inlined, solution_features)?;
    let mut pasted = Vec::new();
    for library in libraries {
        if !reached.contains(&library.name) {
            continue;
        }
        let root = lib_source(library.package).unwrap_or_default();
        let (root, body, more) = read(&root, Some(&library.name), &inlined, &library.features)?;
        reached.extend(more);
        code.push_str(&format!(
            "\n#[allow(dead_code, deprecated, unused_imports, unused_macros)]\nmod {} {{\n{}\n}}\n",
            library.name,
            body.trim()
        ));
        pasted.push((library.name.clone(), root));
    }
    Ok(Assembled {
        code,
        solution,
        libraries: pasted,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scratch crate's directory, removed when the test ends (pass or fail) so that no run
    /// leaves files in the temporary directory.
    struct Scratch(PathBuf);

    impl std::ops::Deref for Scratch {
        type Target = Path;
        fn deref(&self) -> &Path {
            &self.0
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    /// A scratch crate on disk: (relative path, contents) pairs under a fresh directory.
    fn scratch(files: &[(&str, &str)]) -> Scratch {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let dir = std::env::temp_dir().join(format!(
            "bundle-tree-{}-{}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed)
        ));
        let _ = fs::remove_dir_all(&dir);
        for (path, text) in files {
            let path = dir.join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        }
        Scratch(dir)
    }

    /// The text for the bundle of the crate at `root`, as the library `p`.
    fn render(root: &Path) -> Result<String, Error> {
        let none = BTreeSet::new();
        read(root, Some("p"), &none, &none).map(|(_, text, _)| text)
    }

    #[test]
    fn pastes_module_files_in_place_by_cargos_rules() {
        let dir = scratch(&[
            ("lib.rs", "pub mod source;\n#[cfg(test)]\nmod tests;\n"),
            (
                "source/mod.rs",
                "pub mod line;\nuse crate::source::line::L;\n",
            ),
            ("source/line.rs", "/// Docs.\npub struct L;\n"),
        ]);
        let text = render(&dir.join("lib.rs")).unwrap();
        assert_eq!(
            text,
            "pub mod source {\npub mod line {\npub struct L;\n}\nuse crate::p::source::line::L;\n}\n"
        );
    }

    #[test]
    fn a_missing_module_file_is_named() {
        let dir = scratch(&[("lib.rs", "mod gone;\n")]);
        let error = render(&dir.join("lib.rs")).unwrap_err();
        let error = error.to_string();
        assert!(error.contains("`mod gone;` has no file"), "{error}");
        assert!(error.contains("gone.rs"), "{error}");
    }

    #[test]
    fn macros_exported_from_a_submodule_are_reexported_at_the_root() {
        let dir = scratch(&[
            ("lib.rs", "mod inner;\n"),
            (
                "inner.rs",
                "#[macro_export]\nmacro_rules! m { () => { $crate::f() } }\n",
            ),
        ]);
        let text = render(&dir.join("lib.rs")).unwrap();
        assert!(text.contains("macro_rules! m { () => { $crate::p::f() } }\npub(crate) use m;"));
        assert!(text.ends_with("pub(crate) use self::inner::m;\n"), "{text}");
    }

    /// `#[macro_use]` puts the macros in scope in every module, not only the root.
    #[test]
    fn macro_use_crates_are_imported_in_every_module() {
        let dir = scratch(&[
            (
                "main.rs",
                "#[macro_use]\nextern crate proconio;\nextern crate common;\nmod a;\n",
            ),
            ("a.rs", "mod b { fn f() {} }\n"),
        ]);
        let inlined: BTreeSet<String> = ["common", "proconio"].map(String::from).into();
        let (_, text, _) = read(&dir.join("main.rs"), None, &inlined, &BTreeSet::new()).unwrap();
        let glob = "#[allow(unused_imports)]\nuse crate::proconio::*;";
        assert_eq!(
            text,
            format!("{glob}\nmod a {{\n{glob}mod b {{\n{glob} fn f() {{}} }}\n}}\n")
        );
    }
}
