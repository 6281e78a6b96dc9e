//! Crates as trees of module files: loading them (stripped), keeping the modules a solution
//! uses, and pasting each `mod name;` file in place.

use crate::backport::backport;
use crate::edit::Edits;
use crate::paths::{import_in_every_module, macro_use_crates, reaches, rewrite_paths, Rewrite};
use crate::strip::strip;
use crate::tokens::{self, line_of};
use crate::{Error, FileError};
use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};
use syn::visit::{self, Visit};

/// One file of a crate, stripped of tests and docs, with the files of its `mod name;` items.
#[derive(Clone, Debug)]
pub struct Module {
    /// Empty for a crate's root.
    pub name: String,
    pub path: PathBuf,
    pub text: String,
    pub children: Vec<Module>,
}

/// The `mod name;` items of a file (their names and the bytes of their `;`), and whether one is
/// where this bundler cannot follow it.
struct Declarations {
    found: Vec<(String, std::ops::Range<usize>)>,
    depth: usize,
    refused: Option<FileError>,
}

impl<'ast> Visit<'ast> for Declarations {
    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        if let Some(path) = item.attrs.iter().find(|a| a.path().is_ident("path")) {
            self.refused.get_or_insert(FileError::Unsupported {
                line: line_of(path.pound_token.span),
                what: "#[path] on a module; move the file to where cargo looks by default"
                    .to_string(),
            });
        }
        match (&item.content, &item.semi) {
            (None, Some(semi)) if self.depth == 0 => {
                self.found
                    .push((item.ident.to_string(), tokens::bytes(semi.span)));
            }
            (None, _) => {
                self.refused.get_or_insert(FileError::Unsupported {
                    line: line_of(item.mod_token.span),
                    what: format!("`mod {};` inside an inline module", item.ident),
                });
            }
            _ => {}
        }
        self.depth += 1;
        visit::visit_item_mod(self, item);
        self.depth -= 1;
    }
}

/// The `mod name;` items of `text`.
fn declarations(text: &str) -> Result<Vec<(String, std::ops::Range<usize>)>, FileError> {
    let mut found = Declarations {
        found: Vec::new(),
        depth: 0,
        refused: None,
    };
    found.visit_file(&tokens::parse_file(text)?);
    match found.refused {
        Some(error) => Err(error),
        None => Ok(found.found),
    }
}

impl Module {
    /// Reads `path` and, recursively, the files of its `mod name;` declarations.
    pub fn load(path: &Path, name: &str, features: &BTreeSet<String>) -> Result<Module, Error> {
        let raw = fs::read_to_string(path).map_err(|e| Error::Read {
            path: path.to_path_buf(),
            message: e.to_string(),
        })?;
        let raw = raw.strip_prefix('\u{feff}').unwrap_or(&raw);
        let at = |error: FileError| Error::File {
            path: path.to_path_buf(),
            error,
        };
        let text = strip(raw, features).map_err(at)?;
        let mut children = Vec::new();
        for (name, _) in declarations(&text).map_err(at)? {
            let child = child_file(path, &name)?;
            children.push(Module::load(&child, &name, features)?);
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
    pub fn backport(&mut self) -> Result<(), Error> {
        self.text = backport(&self.text).map_err(|error| self.error(error))?;
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
    fn error(&self, error: FileError) -> Error {
        Error::File {
            path: self.path.clone(),
            error,
        }
    }

    pub fn render(&self, rewrite: &Rewrite) -> Result<String, Error> {
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
    ) -> Result<String, Error> {
        let rewritten = rewrite_paths(&self.text, rewrite).map_err(|e| self.error(e))?;
        exported.extend(
            rewritten
                .exported_macros
                .into_iter()
                .map(|name| (path.clone(), name)),
        );
        let mut edits = Edits::default();
        for (name, semicolon) in declarations(&rewritten.text).map_err(|e| self.error(e))? {
            let child = self
                .children
                .iter()
                .find(|c| c.name == name)
                .expect("every declared module was loaded");
            path.push(name);
            let body = child.render_at(rewrite, path, exported)?;
            path.pop();
            edits.replace(semicolon, format!(" {{\n{}\n}}", body.trim()));
        }
        Ok(edits.apply(&rewritten.text))
    }
}

/// Where `mod name;` in `parent` lives: next to a `lib.rs`/`main.rs`/`mod.rs`, or in the
/// directory named after any other file.
fn child_file(parent: &Path, name: &str) -> Result<PathBuf, Error> {
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
        .ok_or_else(|| Error::File {
            path: parent.to_path_buf(),
            error: FileError::Unsupported {
                line: 0,
                what: format!(
                    "`mod {name};` has no file: looked for {} and {}",
                    candidates[0].display(),
                    candidates[1].display()
                ),
            },
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
) -> Result<Assembled, Error> {
    let inlined: BTreeSet<String> = libraries.iter().map(|l| l.name.clone()).collect();
    let solution = Module::load(solution, "", solution_features)?;
    let mut texts: Vec<String> = solution.texts().into_iter().map(String::from).collect();
    let mut out = solution.render(&Rewrite {
        module: None,
        inlined: &inlined,
    })?;
    let macro_use = macro_use_crates(&solution.text, &inlined).map_err(|e| solution.error(e))?;
    if !macro_use.is_empty() {
        out = import_in_every_module(&out, &macro_use).map_err(|e| solution.error(e))?;
    }
    let mut pasted = Vec::new();
    for library in libraries {
        let mut reached = false;
        for text in &texts {
            reached |= reaches(text, &library.name).map_err(|error| Error::File {
                path: solution.path.clone(),
                error,
            })?;
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
