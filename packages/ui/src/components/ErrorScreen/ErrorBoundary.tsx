import { inferErrorBoundaryType } from '@wedding/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, type ErrorScreenProps } from './ErrorScreen';

export interface ErrorBoundaryProps extends Omit<ErrorScreenProps, 'type' | 'error' | 'onRetry'> {
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called when Retry resets the boundary (e.g. to refetch). */
  onReset?: () => void;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** Catches render errors below it and shows the ErrorScreen; Retry resets and renders the children again. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, hasError: false });
  };

  override render() {
    const { children, onError: _onError, onReset: _onReset, ...screenProps } = this.props;
    if (!this.state.hasError) return children;
    return (
      <ErrorScreen
        {...screenProps}
        type={inferErrorBoundaryType(this.state.error, { fromComponent: true })}
        error={this.state.error}
        onRetry={this.reset}
      />
    );
  }
}
