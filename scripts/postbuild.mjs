// postbuild: host configs and CSP hashes are written here (see issue 9).
