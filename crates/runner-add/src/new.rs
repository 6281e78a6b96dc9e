//! `runner new <judge>-<id>`: scaffolds a problem (`scaffold.rs` checks and writes it), its
//! judge, id and page taken from the name by the table of judges (`judges.rs`): `new cf-954g`
//! records Codeforces, 954G and its page, as an import of that page does. `new --from FILE`
//! imports a saved Competitive Companion payload instead (`import.rs`).

use super::import;
use super::judges::{self, Identity};
use super::scaffold::{self, Scaffold, Testcases};
use crate::workspace::Workspace;
use crate::{exit, report};
use clap::{value_parser, Arg, ArgMatches, Command};
use std::path::PathBuf;
use std::process::ExitCode;

pub fn command() -> Command {
    Command::new("new")
        .about(
            "Scaffold a new problem: crate, metadata, main.rs, README, testcase folder and spec; \
             or import problems with their samples from a saved Competitive Companion payload",
        )
        .arg(
            Arg::new("name")
                .required_unless_present("from")
                .conflicts_with("from")
                .value_name("JUDGE-ID")
                .help("Package name: the judge and the problem id, e.g. hdu-9999 or luogu-p9999"),
        )
        .arg(
            Arg::new("from")
                .long("from")
                .value_name("FILE.json")
                .value_parser(value_parser!(PathBuf))
                .conflicts_with_all(["title", "url", "time-limit", "memory-limit"])
                .help(
                    "Import what Competitive Companion sent (one problem, or an array of them): \
                     name, title, URL, limits and samples, as `cargo make listen` does",
                ),
        )
        .arg(
            Arg::new("import-name")
                .long("name")
                .value_name("NAME")
                .requires("from")
                .help(
                    "With --from, the package name to give the problem instead of the one its \
                     URL gives (the file must hold one problem)",
                ),
        )
        .arg(
            Arg::new("title")
                .long("title")
                .value_name("T")
                .help("The problem's title"),
        )
        .arg(
            Arg::new("url")
                .long("url")
                .value_name("U")
                .help("The problem's page"),
        )
        .arg(
            Arg::new("time-limit")
                .long("time-limit")
                .value_name("MS")
                .value_parser(value_parser!(u64))
                .help("Time limit in milliseconds [default: 1000]"),
        )
        .arg(
            Arg::new("memory-limit")
                .long("memory-limit")
                .value_name("MIB")
                .value_parser(value_parser!(u64))
                .help("Memory limit in MiB [default: 256]"),
        )
        .arg(Workspace::root_arg())
        .after_help(format!("{}\n\n{}", judges::help(), exit::STATUSES))
}

pub fn run(matches: &ArgMatches) -> ExitCode {
    let result = match matches.get_one::<PathBuf>("from") {
        Some(file) => {
            let name = matches.get_one::<String>("import-name").map(String::as_str);
            import::from_file(matches, file, name)
        }
        None => scaffold_named(matches),
    };
    match result {
        Ok(status) => exit::code(status),
        Err(message) => report::error_exit(&message),
    }
}

/// `runner new NAME [--title ...]`: the judge and id from the name, the rest from the options.
fn scaffold_named(matches: &ArgMatches) -> Result<u8, String> {
    let workspace = Workspace::from_matches(matches)?;
    let name = matches
        .get_one::<String>("name")
        .expect("required without --from");
    scaffold::check_name(name)?;
    let (identity, page) = Identity::of_new_name(name)?;
    let title = match matches.get_one::<String>("title") {
        Some(title) => title.clone(),
        None => format!("{} {}", identity.judge, identity.id),
    };
    let url = matches.get_one::<String>("url").cloned().or(page);
    let problem = Scaffold::new(
        &identity,
        &title,
        url.as_deref().unwrap_or_default(),
        matches.get_one("time-limit").copied().unwrap_or(1000),
        matches.get_one("memory-limit").copied().unwrap_or(256),
    )?;
    scaffold::create(&workspace, &problem, Testcases::MustBeNew, &[])?;
    println!(
        "created problems/{name} (Cargo.toml, src/main.rs, spec.rs, tests/proof.rs, README.md) \
         and testcases/{name}/"
    );
    println!("next:");
    println!("  1. write the samples as testcases/{name}/sample-1.in and sample-1.out");
    println!(
        "  2. in problems/{name}/src/main.rs, make solve() read the statement's input (it reads \
         the spec's first guess) and write answer(); the theory in its README"
    );
    println!("  3. cargo make test {name}");
    println!(
        "  4. write the spec, problems/{name}/spec.rs: the input format and limits, the search \
         of the game from its rules (a game of crates/moves/src/games, or one of its own), and \
         a planted bug the proofs must catch"
    );
    println!(
        "  5. cargo test -p {name} (its spec's tests and its proofs), then cargo make stress \
         {name}"
    );
    Ok(exit::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_records_the_judge_as_an_import_of_its_page_does() {
        for (name, url) in [
            ("cf-954g", "https://codeforces.com/problemset/problem/954/G"),
            (
                "hdu-1846",
                "https://acm.hdu.edu.cn/showproblem.php?pid=1846",
            ),
            (
                "abc123-a",
                "https://atcoder.jp/contests/abc123/tasks/abc123_a",
            ),
            ("kattis-nim", "https://open.kattis.com/problems/nim"),
            ("uva-1378", "https://onlinejudge.org/external/13/p1378.pdf"),
            (
                "timus-1000",
                "https://acm.timus.ru/problem.aspx?space=1&num=1000",
            ),
            (
                "nowcoder-11166a",
                "https://ac.nowcoder.com/acm/contest/11166/A",
            ),
            (
                "vjudge-123456-a",
                "https://vjudge.net/contest/123456#problem/A",
            ),
        ] {
            let (from_name, page) = Identity::of_name(name);
            let from_url = Identity::of_url(url, "").unwrap();
            assert_eq!(from_name, from_url, "{name}");
            assert_eq!(page.as_deref(), Some(url), "{name}");
        }
    }

    #[test]
    fn a_judge_the_table_does_not_hold_is_named_after_the_prefix() {
        let (identity, page) = Identity::of_name("dmoj-nimgame");
        assert_eq!(
            (identity.judge.as_str(), identity.id.as_str()),
            ("Dmoj", "NIMGAME")
        );
        assert_eq!(page, None);
    }
}
