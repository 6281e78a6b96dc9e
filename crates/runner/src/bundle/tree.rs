//! Crates as trees of module files: loading them (stripped), keeping the modules a solution
//! uses, and pasting each `mod name;` file in place.

use super::edit::Edits;
use super::syntax::Code;
use super::transform::{
    extern_refs, idents_among, rewrite_paths, root_refs, strip, top_items, ItemKind, Refs, Rewrite,
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

    /// This module's text and its descendants' texts.
    pub fn texts(&self) -> Vec<&str> {
        let mut texts = vec![self.text.as_str()];
        for child in &self.children {
            texts.extend(child.texts());
        }
        texts
    }

    /// Everything this module (a child of the crate root) and its descendants reach through
    /// the crate's root.
    fn root_refs(&self) -> Result<Refs, String> {
        let mut refs = Refs::default();
        self.collect_root_refs(1, &mut refs)?;
        Ok(refs)
    }

    /// [`Self::root_refs`] for a module `depth` levels below the root: a `super::` chain reaches
    /// the root only when it has `depth` links.
    fn collect_root_refs(&self, depth: usize, refs: &mut Refs) -> Result<(), String> {
        let found = root_refs(&self.text, depth)?;
        refs.names.extend(found.names);
        refs.everything |= found.everything;
        for child in &self.children {
            child.collect_root_refs(depth + 1, refs)?;
        }
        Ok(())
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

    /// Keeps the modules of this crate root that `wanted` names, the modules those reach
    /// through `crate::`/`super::` (transitively), and the root's `use` items that re-export
    /// from them. Returns the pruned root and the names of the modules kept.
    pub fn select(mut self, wanted: &Refs) -> Result<(Module, Vec<String>), String> {
        let all: Vec<String> = self.children.iter().map(|c| c.name.clone()).collect();
        if wanted.everything {
            return Ok((self, all));
        }
        let modules: BTreeSet<String> = all.iter().cloned().collect();
        let code = Code::new(&self.text).map_err(|e| format!("{}: {e}", self.path.display()))?;
        let items = top_items(&code);
        let mut kept = vec![false; items.len()];
        let mut queue: Vec<String> = wanted.names.iter().cloned().collect();
        // Items defined at the root stay, with whatever they name.
        for (k, item) in items.iter().enumerate() {
            if matches!(item.kind, ItemKind::Other | ItemKind::InnerAttribute) {
                kept[k] = true;
                queue.extend(idents_among(&code, item.tokens.clone(), &modules));
            }
        }
        let mut selected = BTreeSet::new();
        while let Some(name) = queue.pop() {
            if let Some(child) = self.children.iter().find(|c| c.name == name) {
                if selected.insert(name) {
                    let refs = child.root_refs()?;
                    if refs.everything {
                        return Ok((self, all));
                    }
                    queue.extend(refs.names);
                }
                continue;
            }
            // A name the root defines or re-exports: `pub use nim::nim_sum;`.
            let single: BTreeSet<String> = [name].into();
            let holders: Vec<usize> = (0..items.len())
                .filter(|&k| !idents_among(&code, items[k].tokens.clone(), &single).is_empty())
                .collect();
            if holders.is_empty() {
                // Unknown here (a glob re-export?): keep everything and let rustc judge.
                return Ok((self, all));
            }
            for k in holders {
                if !kept[k] {
                    kept[k] = true;
                    queue.extend(idents_among(&code, items[k].tokens.clone(), &modules));
                }
            }
        }
        let mut edits = Edits::default();
        for (k, item) in items.iter().enumerate() {
            let drop = match &item.kind {
                ItemKind::ModDecl { name, .. } => !selected.contains(name),
                ItemKind::Use => {
                    !kept[k]
                        && !idents_among(&code, item.tokens.clone(), &modules).is_subset(&selected)
                }
                _ => false,
            };
            if drop {
                edits.remove(code.span(item.tokens.clone()));
            }
        }
        self.text = edits.apply(&self.text);
        self.children.retain(|c| selected.contains(&c.name));
        Ok((self, selected.into_iter().collect()))
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
    /// Keep only the modules the solution reaches (the workspace's own libraries); otherwise
    /// the crate goes in whole.
    pub prune: bool,
}

/// What went into a bundle besides the solution: each library pasted in, with the modules
/// kept when it was pruned.
pub struct Included {
    pub name: String,
    pub modules: Option<Vec<String>>,
}

/// The solution at `solution`, then each library it reaches (directly or through a library
/// already pasted in; `libraries` lists dependents before their dependencies), as one source
/// text, not yet formatted.
pub fn assemble(
    solution: &Path,
    solution_features: &BTreeSet<String>,
    libraries: &[Library],
) -> Result<(String, Vec<Included>), String> {
    let inlined: BTreeSet<String> = libraries.iter().map(|l| l.name.clone()).collect();
    let solution = Module::load(solution, "", solution_features)?;
    let mut texts: Vec<String> = solution.texts().into_iter().map(String::from).collect();
    let mut out = solution.render(&Rewrite {
        module: None,
        inlined: &inlined,
    })?;
    let mut included = Vec::new();
    for library in libraries {
        let mut wanted = Refs::default();
        for text in &texts {
            let refs = extern_refs(text, &library.name)?;
            wanted.names.extend(refs.names);
            wanted.everything |= refs.everything;
        }
        if wanted.names.is_empty() && !wanted.everything {
            continue;
        }
        let root = Module::load(&library.root, "", &library.features)?;
        let (root, modules) = if library.prune {
            let (root, modules) = root.select(&wanted)?;
            (root, Some(modules))
        } else {
            (root, None)
        };
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
        included.push(Included {
            name: library.name.clone(),
            modules,
        });
    }
    Ok((out, included))
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

    #[test]
    fn keeps_the_modules_named_and_what_they_reach() {
        let dir = scratch(&[
            (
                "lib.rs",
                "//! Docs.\npub mod io;\npub mod isqrt;\npub mod nim;\npub mod wythoff;\n\
                 pub use nim::nim_sum;\npub use io::run;\n",
            ),
            (
                "io.rs",
                "pub fn run() {}\n#[cfg(test)]\nmod tests { use super::*; use crate::nim; }\n",
            ),
            ("isqrt.rs", "pub fn isqrt() {}\n"),
            ("nim.rs", "pub fn nim_sum() {}\n"),
            ("wythoff.rs", "use crate::isqrt::isqrt;\n"),
        ]);
        let load = || Module::load(&dir.join("lib.rs"), "", &BTreeSet::new()).unwrap();
        let wanted = Refs {
            names: ["io".to_string(), "wythoff".to_string()].into(),
            everything: false,
        };
        let (root, kept) = load().select(&wanted).unwrap();
        assert_eq!(kept, ["io", "isqrt", "wythoff"]);
        assert_eq!(
            root.text,
            "pub mod io;\npub mod isqrt;\npub mod wythoff;\npub use io::run;\n"
        );

        let wanted = Refs {
            names: ["nim_sum".to_string()].into(),
            everything: false,
        };
        let (root, kept) = load().select(&wanted).unwrap();
        assert_eq!(kept, ["nim"]);
        assert_eq!(root.text, "pub mod nim;\npub use nim::nim_sum;\n");
    }
}
