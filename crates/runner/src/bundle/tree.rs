//! Crates as trees of module files: loading them (stripped), keeping the modules a solution
//! uses, and pasting each `mod name;` file in place.

use super::backport::backport;
use super::edit::Edits;
use super::syntax::Code;
use super::transform::{
    import_in_every_module, macro_use_crates, reaches, rewrite_paths, strip, top_items, ItemKind,
    Rewrite,
};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// One file of a crate, stripped of tests and docs, with the files of its `mod name;` items.
#[derive(Clone, Debug)]
pub struct Module {
    /// Empty for a crate's root.
    pub name: String,
    pub path: PathBuf,
    pub text: String,
    pub children: Vec<Module>,
}

impl Module {
    /// Reads `path` and, recursively, the files of its `mod name;` declarations.
    pub fn load(path: &Path, name: &str, features: &BTreeSet<String>) -> Result<Module, String> {
        let raw =
            fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let at = |e: String| format!("{}: {e}", path.display());
        let text = strip(&raw, features).map_err(at)?;
        let code = Code::new(&text).map_err(at)?;
        let items = top_items(&code);
        let mut declared = BTreeSet::new();
        let mut children = Vec::new();
        for item in &items {
            if let ItemKind::ModDecl { name, semicolon } = &item.kind {
                declared.insert(*semicolon);
                let child = child_file(path, name)?;
                children.push(Module::load(&child, name, features)?);
            }
        }
        for index in 0..code.len() {
            if code
                .attribute_at(index)
                .is_some_and(|a| code.is(a.content.start, "path"))
            {
                return Err(at(format!(
                    "line {}: #[path] on a module is not supported; move the file to where \
                     cargo looks by default",
                    code.line_of(index)
                )));
            }
            let declaration =
                code.is(index, "mod") && code.is_ident(index + 1) && code.is(index + 2, ";");
            if declaration && !declared.contains(&(index + 2)) {
                return Err(at(format!(
                    "line {}: `mod {};` inside an inline module is not supported",
                    code.line_of(index),
                    code.str(index + 1)
                )));
            }
        }
        Ok(Module {
            name: name.to_string(),
            path: path.to_path_buf(),
            text,
            children,
        })
    }

    /// Replaces what the module and its descendants import of `std` newer than Rust 1.63
    /// ([`backport`]).
    pub fn backport(&mut self) -> Result<(), String> {
        self.text = backport(&self.text).map_err(|e| format!("{}: {e}", self.path.display()))?;
        self.children.iter_mut().try_for_each(Module::backport)
    }

    /// This module's text and its descendants' texts.
    pub fn texts(&self) -> Vec<&str> {
        let mut texts = vec![self.text.as_str()];
        for child in &self.children {
            texts.extend(child.texts());
        }
        texts
    }

    /// Renders the crate for the bundle: paths rewritten by `rewrite`, every `mod name;`
    /// replaced by `mod name { <its file> }`. At a crate's root, macros exported from deeper
    /// modules are re-exported so that `crate::m::name!` finds them as it found `dep::name!`.
    pub fn render(&self, rewrite: &Rewrite) -> Result<String, String> {
        let mut exported = Vec::new();
        let mut text = self.render_at(rewrite, &mut Vec::new(), &mut exported)?;
        for (path, name) in exported {
            if !path.is_empty() {
                text.push_str(&format!(
                    "\npub(crate) use self::{}::{name};\n",
                    path.join("::")
                ));
            }
        }
        Ok(text)
    }

    fn render_at(
        &self,
        rewrite: &Rewrite,
        path: &mut Vec<String>,
        exported: &mut Vec<(Vec<String>, String)>,
    ) -> Result<String, String> {
        let at = |e: String| format!("{}: {e}", self.path.display());
        let rewritten = rewrite_paths(&self.text, rewrite).map_err(at)?;
        exported.extend(
            rewritten
                .exported_macros
                .into_iter()
                .map(|name| (path.clone(), name)),
        );
        let code = Code::new(&rewritten.text).map_err(at)?;
        let mut edits = Edits::default();
        for item in top_items(&code) {
            let ItemKind::ModDecl { name, semicolon } = item.kind else {
                continue;
            };
            let child = self
                .children
                .iter()
                .find(|c| c.name == name)
                .ok_or_else(|| at(format!("module `{name}` was declared but not loaded")))?;
            path.push(name);
            let body = child.render_at(rewrite, path, exported)?;
            path.pop();
            edits.replace(
                code.span(semicolon..semicolon + 1),
                format!(" {{\n{}\n}}", body.trim()),
            );
        }
        Ok(edits.apply(&rewritten.text))
    }
}

/// Where `mod name;` in `parent` lives: next to a `lib.rs`/`main.rs`/`mod.rs`, or in the
/// directory named after any other file.
fn child_file(parent: &Path, name: &str) -> Result<PathBuf, String> {
    let directory = parent.parent().unwrap_or(Path::new("."));
    let file_name = parent.file_name().and_then(|f| f.to_str()).unwrap_or("");
    let directory = if matches!(file_name, "lib.rs" | "main.rs" | "mod.rs") {
        directory.to_path_buf()
    } else {
        let stem = parent.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        directory.join(stem)
    };
    let candidates = [
        directory.join(format!("{name}.rs")),
        directory.join(name).join("mod.rs"),
    ];
    candidates
        .iter()
        .find(|c| c.is_file())
        .cloned()
        .ok_or_else(|| {
            format!(
                "{}: `mod {name};` has no file: looked for {} and {}",
                parent.display(),
                candidates[0].display(),
                candidates[1].display()
            )
        })
}

/// A crate to paste in as a module at the bundle's root.
pub struct Library {
    /// The name code uses for it (`proconio`), which becomes the module's name.
    pub name: String,
    /// Its root file (`src/lib.rs`).
    pub root: PathBuf,
    pub features: BTreeSet<String>,
}

/// A bundle before pruning and formatting, and the files it was made from.
pub struct Assembled {
    pub code: String,
    pub solution: Module,
    /// The libraries pasted in: each one's module name and its files.
    pub libraries: Vec<(String, Module)>,
}

impl Assembled {
    pub fn pasted(&self) -> Vec<String> {
        self.libraries
            .iter()
            .map(|(name, _)| name.clone())
            .collect()
    }
}

/// The solution at `solution`, then each library it reaches whole (directly or through a library
/// already pasted in; `libraries` lists dependents before their dependencies), as one source
/// text, not yet pruned or formatted.
pub fn assemble(
    solution: &Path,
    solution_features: &BTreeSet<String>,
    libraries: &[Library],
) -> Result<Assembled, String> {
    let inlined: BTreeSet<String> = libraries.iter().map(|l| l.name.clone()).collect();
    let solution = Module::load(solution, "", solution_features)?;
    let mut texts: Vec<String> = solution.texts().into_iter().map(String::from).collect();
    let mut out = solution.render(&Rewrite {
        module: None,
        inlined: &inlined,
    })?;
    let macro_use = macro_use_crates(&solution.text, &inlined)?;
    if !macro_use.is_empty() {
        out = import_in_every_module(&out, &macro_use)?;
    }
    let mut pasted = Vec::new();
    for library in libraries {
        let mut reached = false;
        for text in &texts {
            reached |= reaches(text, &library.name)?;
        }
        if !reached {
            continue;
        }
        let mut root = Module::load(&library.root, "", &library.features)?;
        root.backport()?;
        texts.extend(root.texts().into_iter().map(String::from));
        let body = root.render(&Rewrite {
            module: Some(&library.name),
            inlined: &inlined,
        })?;
        out.push_str(&format!(
            "\n#[allow(dead_code, deprecated, unused_imports, unused_macros)]\nmod {} {{\n{}\n}}\n",
            library.name,
            body.trim()
        ));
        pasted.push((library.name.clone(), root));
    }
    Ok(Assembled {
        code: out,
        solution,
        libraries: pasted,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A scratch crate on disk: (relative path, contents) pairs under a fresh directory.
    fn scratch(files: &[(&str, &str)]) -> PathBuf {
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
        dir
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
        let root = Module::load(&dir.join("lib.rs"), "", &BTreeSet::new()).unwrap();
        let inlined = BTreeSet::new();
        let text = root
            .render(&Rewrite {
                module: Some("p"),
                inlined: &inlined,
            })
            .unwrap();
        assert_eq!(
            text,
            "pub mod source {\npub mod line {\npub struct L;\n}\nuse crate::p::source::line::L;\n}\n"
        );
    }

    #[test]
    fn a_missing_module_file_is_named() {
        let dir = scratch(&[("lib.rs", "mod gone;\n")]);
        let error = Module::load(&dir.join("lib.rs"), "", &BTreeSet::new()).unwrap_err();
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
        let root = Module::load(&dir.join("lib.rs"), "", &BTreeSet::new()).unwrap();
        let inlined = BTreeSet::new();
        let text = root
            .render(&Rewrite {
                module: Some("p"),
                inlined: &inlined,
            })
            .unwrap();
        assert!(text.contains("macro_rules! m { () => { $crate::p::f() } }\npub(crate) use m;"));
        assert!(text.ends_with("pub(crate) use self::inner::m;\n"), "{text}");
    }
}
