import { Component, type ReactNode } from "react";
import { Link } from "react-router";
import { commonCopy } from "#copy/common";
import { paths } from "../../../shared/paths";
import { TakenOver } from "./taken-over";

/** Catches a page that fails to render or load (e.g. a chunk gone after a deploy). */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown) {
    console.error(error);
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="container-page py-24 text-center">
        <TakenOver />
        <h1 className="text-2xl font-bold">{commonCopy.common.unexpectedError}</h1>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            {commonCopy.common.retry}
          </button>
          <Link to={paths.home} className="btn-outline" onClick={() => this.setState({ error: null })}>
            {commonCopy.common.backHome}
          </Link>
        </div>
      </div>
    );
  }
}
