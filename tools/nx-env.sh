# Keeps Nx's daemon socket and caches inside the workspace (it writes to /tmp and ~/.nx otherwise).
export NX_DAEMON="${NX_DAEMON:-false}"
export NX_SOCKET_DIR="${NX_SOCKET_DIR:-$PWD/.nx/socket}"
export NX_NATIVE_FILE_CACHE_DIRECTORY="${NX_NATIVE_FILE_CACHE_DIRECTORY:-$PWD/.nx/native}"
export NX_WORKSPACE_DATA_DIRECTORY="${NX_WORKSPACE_DATA_DIRECTORY:-$PWD/.nx/workspace-data}"
export NX_NO_CLOUD=true
export NX_TUI=false
