//! The bundle's opening comment: the problem, and what was pasted in under which licence.

use crate::prune::Kept;
use crate::workspace::is_member;
use crate::EDITIONS;
use cargo_metadata::{Metadata, Package};

/// The opening comment: the problem, its URL, the editions it compiles with, and what was pasted
/// in under which licence.
pub fn header(problem: &Package, credits: &[String]) -> String {
    let meta = problem.metadata.get("problem");
    let field = |key: &str| meta.and_then(|m| m.get(key)).and_then(|v| v.as_str());
    let name = problem.name.as_str();
    let judge_and_id: Vec<&str> = [field("judge"), field("id")]
        .into_iter()
        .flatten()
        .collect();
    let mut text = match (judge_and_id.join(" "), field("title")) {
        (id, Some(title)) if !id.is_empty() => format!("{id}: {title}\n"),
        (_, Some(title)) => format!("{title}\n"),
        (id, None) if !id.is_empty() => format!("{id}\n"),
        _ => format!("Problem `{name}`\n"),
    };
    text += &field("url")
        .map(|url| format!("{url}\n"))
        .unwrap_or_default();
    let [old, new] = EDITIONS;
    text += &format!(
        "\nRust edition {new} (also {old}), Rust 1.63 or newer: rustc --edition {new} -O {name}.rs\n\n\
         One-file bundle of the workspace crate `{name}`, written by `cargo make bundle {name}`;\n\
         change the crate, not this file. After the solution come the items and macro rules it\n\
         uses of these libraries, without their comments:\n"
    );
    for credit in credits {
        text += &format!("- {credit}\n");
    }
    let comment = |line: &str| match line {
        "" => "//\n".to_string(),
        line => format!("// {line}\n"),
    };
    text.lines().map(comment).collect::<String>() + "\n"
}

/// "common (modules io, nim): this workspace's library; licence MIT" or "proconio 0.6.0 by
/// statiolake <...> (https://...); licence MIT OR Apache-2.0".
pub fn credit(metadata: &Metadata, kept: &Kept, package: &Package) -> String {
    let licence = package.license.as_deref().unwrap_or("not stated");
    let list = |before: &str, items: &[String], after: &str| match items {
        [] => String::new(),
        items => format!("{before}{}{after}", items.join(", ")),
    };
    if is_member(metadata, package) {
        let modules = list(" (modules ", &kept.modules, ")");
        let library = &kept.library;
        return format!("{library}{modules}: this workspace's library; licence {licence}");
    }
    let by = list(" by ", &package.authors, "");
    let repository = package.repository.as_ref().map(|r| format!(" ({r})"));
    let (name, version) = (&package.name, &package.version);
    format!(
        "{name} {version}{by}{}; licence {licence}",
        repository.unwrap_or_default()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workspace::{member, tests::metadata};

    #[test]
    fn the_header_names_the_problem_the_edition_and_the_licences() {
        let metadata = metadata();
        let problem = member(metadata, "hdu-1846").unwrap();
        let proconio = metadata
            .packages
            .iter()
            .find(|p| p.name.as_str() == "proconio")
            .unwrap();
        let common = member(metadata, "common").unwrap();
        let credits = [
            credit(
                metadata,
                &Kept {
                    library: "common".into(),
                    modules: vec!["bash".into(), "io".into()],
                },
                common,
            ),
            credit(
                metadata,
                &Kept {
                    library: "proconio".into(),
                    modules: vec![],
                },
                proconio,
            ),
        ];
        let header = header(problem, &credits);
        let lines: Vec<&str> = header.lines().collect();
        assert_eq!(lines[0], "// HDU 1846: Brave Game");
        assert!(lines[1].starts_with("// https://"), "{header}");
        assert!(lines.contains(
            &"// Rust edition 2021 (also 2018), Rust 1.63 or newer: rustc --edition 2021 -O hdu-1846.rs"
        ));
        assert!(lines
            .contains(&"// - common (modules bash, io): this workspace's library; licence MIT"));
        let proconio_line = lines
            .iter()
            .find(|l| l.starts_with("// - proconio 0.6"))
            .unwrap();
        assert!(
            proconio_line.ends_with("licence MIT OR Apache-2.0"),
            "{proconio_line}"
        );
        assert!(header.ends_with("\n\n"));
    }
}
